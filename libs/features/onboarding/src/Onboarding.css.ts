import { media, vars } from '@velo/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { detailList } from '@velo/ui/recipes';

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

/** A document's rendition: its sections as a readable column, as the fleet's agreements. */
export {
  documentSections as document,
  detailTerm as term,
  detailValue as definition,
} from '@velo/ui/recipes';

/** A document's fields: each label above its value; a little more room between rows side by side. */
export const fields = style([
  detailList,
  { '@media': { [media.sm]: { rowGap: vars.space['2'] } } },
]);

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
