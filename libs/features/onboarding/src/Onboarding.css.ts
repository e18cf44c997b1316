import { media, vars } from '@velo/ui/vars';
import { style } from '@vanilla-extract/css';

/** Fields one per row on a phone, two per row from the tablet width. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginBlockEnd: vars.space['5'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The discreet "Enregistré" after each save; its height kept so nothing jumps when it appears. */
export const saveStatus = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A document's rendition: its sections as a readable column. */
export const document = style({
  maxWidth: '70ch',
  display: 'grid',
  gap: vars.space['3'],
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
});

export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** An IBAN grouped by four, in a monospace face so the groups line up (easier to compare). */
export const iban = style({
  fontFamily: vars.font.family.mono,
  letterSpacing: '0.02em',
});

export const codeInput = style({ maxWidth: '12rem' });
