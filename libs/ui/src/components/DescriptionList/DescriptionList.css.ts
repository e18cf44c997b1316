import { styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';
import {
  descriptionRow,
  detailList,
  detailTerm,
  detailValue,
  figureList,
  figureTerm,
  figureValue,
} from '../../recipes/lists.css';

// The component draws with the shared description-list recipes (@velo/ui/recipes), so a screen that
// styles a `dl` of its own and this component lay terms and values out by the same rules.

/** `figures`: the term at the start of the line, its value at the end; `fields`: label above value. */
export const list = { figures: figureList, fields: detailList };

/** The space between two rows once term and value sit side by side (fields, from a tablet up). */
export const wideRowGap = styleVariants({ '1': {}, '2': {} }, (_, key) => ({
  // Doubled class: it must win over the list's own row gap whichever stylesheet the page loaded
  // last (the recipes' chunk may come after this component's).
  '@media': { [media.sm]: { selectors: { '&&': { rowGap: vars.space[key] } } } },
}));

/** A term and its value (a `div` in the `dl`, HTML allows it), laid out by the list's grid. */
export const row = descriptionRow;

export const term = { figures: figureTerm, fields: detailTerm };

export const value = { figures: figureValue, fields: detailValue };
