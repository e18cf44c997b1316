import audit from './accessibilityAudit.json';

/**
 * The accessibility statement's figures (RGAA 4.1), written by `tools/a11y/statement.ts --write` from
 * the axe scans of the rider app's end-to-end suite; `npm test` fails when they differ from its
 * last run. Never edited by hand.
 */
export interface AccessibilityAudit {
  /** The day of the latest scan (YYYY-MM-DD). */
  date: string;
  /**
   * RGAA 4.1: "totalement conforme" needs every criterion met, "partiellement conforme" at least
   * half, "non conforme" less. Automated scans and keyboard journeys test part of the 106 criteria
   * only, so even a clean run supports no more than "partially": `full` is never claimed.
   */
  status: 'partial' | 'none';
  /** Share of the applicable axe rules met on every audited page, in percent, rounded down. */
  rate: number;
  rules: { applicable: number; met: number };
  scans: number;
  tests: number;
  /** The audited pages (below the app's base; record identifiers as `:id`), and their languages. */
  pages: Array<{ path: string; locales: string[] }>;
  /** Each axe rule violated somewhere, with the pages it fails on (`help`: axe's English text). */
  nonConformities: Array<{ rule: string; impact: string | null; help: string; pages: string[] }>;
}

export const accessibilityAudit = audit as AccessibilityAudit;
