import { media, vars } from '@velo/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

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

/** A document's fields: each label above its value on a phone, beside it from the tablet width. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  '@media': {
    [media.sm]: {
      gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)',
      rowGap: vars.space['2'],
    },
  },
});

export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** An IBAN grouped by four, in a monospace face so the groups line up (easier to compare). */
export const iban = style({
  fontFamily: vars.font.family.mono,
  letterSpacing: '0.02em',
});

/** The IBAN field: its input only in the monospace face, not its label and help. */
export const ibanField = style({});
globalStyle(`${ibanField} input`, {
  fontFamily: vars.font.family.mono,
  letterSpacing: '0.02em',
});
