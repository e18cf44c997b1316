import { style } from '@vanilla-extract/css';
import { bareList, descriptionGrid } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// The net-cost page's list of sources (issue 14), on the design system's tokens as rent.css.ts.

/** One entry per figure: a list, not a wide table, so a phone reads it without scrolling sideways. */
export const sources = style([bareList, { display: 'grid', gap: vars.space['3'] }]);

export const source = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Term and value side by side, values read from the start (long source names wrap). */
export const sourceFacts = style([
  descriptionGrid,
  {
    gridTemplateColumns: 'minmax(5rem, max-content) minmax(0, 1fr)',
    rowGap: vars.space['1'],
    alignItems: 'baseline',
  },
]);

export const sourceTerm = style({ margin: 0 });

export const sourceValue = style({ margin: 0, overflowWrap: 'anywhere' });
