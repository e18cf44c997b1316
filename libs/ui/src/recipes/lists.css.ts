import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/contract.css';

/** A list drawn without bullets nor indent: the screen lays its items out itself (a grid, a row). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A bare list whose items stand one under the other; the screen sets the gap between them. */
export const stackedList = style([bareList, { display: 'flex', flexDirection: 'column' }]);

/** The grid of every description list (`dl`): terms and values in two columns, no outer margin. */
export const descriptionGrid = style({ display: 'grid', columnGap: vars.space['4'], margin: 0 });

/**
 * Terms and their figures, the figure at the end of the line on a shared baseline (a lease's
 * amounts, a monthly breakdown, a contract at a glance).
 */
export const figureList = style([
  descriptionGrid,
  { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space['2'], alignItems: 'baseline' },
]);

/** A term and its description in their own element (valid markup), laid out by the list's grid. */
export const descriptionRow = style({ display: 'contents' });

export const figureTerm = style({ margin: 0 });

export const figureValue = style({ margin: 0, textAlign: 'end' });

/**
 * Labels and their values (`dl`): each label above its value on a phone, beside it from the tablet
 * width (a contract's or a mandate's fields, a profile's details).
 */
export const detailList = style([
  descriptionGrid,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space['1'],
    '@media': { [media.sm]: { gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)' } },
  },
]);

/** A label set apart by weight (a document's field names). */
export const detailTerm = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

/** A value that may be a long unbroken word (an e-mail, a reference): it wraps anywhere. */
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A document's rendition (a contract, a mandate): its sections as a readable column. */
export const documentSections = style({
  maxWidth: '70ch',
  display: 'grid',
  gap: vars.space['3'],
});
