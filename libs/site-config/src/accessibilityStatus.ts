import type { AccessibilityAudit } from './accessibilityAudit';
import compliance from './accessibilityStatus.json';

/**
 * The statement's compliance status alone, which every page's footer names ("Accessibilité :
 * partiellement conforme"): written beside the statement's figures by `tools/a11y/statement.ts
 * --write`, in a file of its own so that the first load of every page carries the status, not the
 * figures only /accessibility shows. `npm test` checks that both files agree.
 */
export const accessibilityStatus = compliance.status as AccessibilityAudit['status'];
