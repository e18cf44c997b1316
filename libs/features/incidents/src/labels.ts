import type { Schemas } from '@velo/api-sdk';
import type { PlainMessageId } from '@velo/i18n';
import type { BadgeTone } from '@velo/ui/Badge';
import type { IncidentKind } from './rules';

export const kindLabels: Record<IncidentKind, PlainMessageId> = {
  theft: 'incidents.kind.theft',
  damage: 'incidents.kind.damage',
  breakdown: 'incidents.kind.breakdown',
};

export const kindHints: Record<IncidentKind, PlainMessageId> = {
  theft: 'incidents.kind.theftHint',
  damage: 'incidents.kind.damageHint',
  breakdown: 'incidents.kind.breakdownHint',
};

type Status = Schemas['IncidentStatus'];

export const statusLabels: Record<Status, PlainMessageId> = {
  received: 'incidents.status.received',
  'in-review': 'incidents.status.inReview',
  'documents-missing': 'incidents.status.documentsMissing',
  accepted: 'incidents.status.accepted',
  refused: 'incidents.status.refused',
  closed: 'incidents.status.closed',
};

/** The badge's colour backs its text, never replaces it (WCAG 1.4.1). */
export const statusTones: Record<Status, BadgeTone> = {
  received: 'information',
  'in-review': 'primary',
  'documents-missing': 'warning',
  accepted: 'success',
  refused: 'error',
  closed: 'neutral',
};

/** '+33199001234' → '01 99 00 12 34', how a French number is read and dialled in France. */
export function nationalPhone(e164: string): string {
  const national = e164.startsWith('+33') ? `0${e164.slice(3)}` : e164;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}
