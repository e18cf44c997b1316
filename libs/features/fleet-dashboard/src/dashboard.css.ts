import { style } from '@vanilla-extract/css';
import { breakpoints } from '@velo/ui/tokens';
import { bareList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// The fleet dashboard (issue 15) on the design system's tokens, phone first: one column of cards,
// two from the small breakpoint, charts the full width under them.

export const figures = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space['4'],
  },
]);

export const figure = style({ margin: 0 });

/** The big number of a card, under its name. */
export const figureValue = style({
  display: 'block',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
});

export const charts = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [`(min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' },
  },
});

export const chartFigure = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

/**
 * What the employer pays: filled; what the riders pay: outlined, so the two shares differ by shape
 * as well as colour (WCAG 1.4.1). The month names under the bars, the legend and the table read by
 * screen readers only (RGAA 1.3, WCAG 1.1.1) are the design system's too.
 */
export {
  chart,
  barFilled as barEmployer,
  barOutlined as barRider,
  chartLabel,
  chartLegend as legend,
  chartLegendItem as legendItem,
  chartSwatch as swatch,
  visuallyHidden,
} from '@velo/ui/recipes';

export const barEnds = style({
  fill: vars.color.secondary['40'],
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const axis = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const stages = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const stageRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['4'],
});

export const stageTerm = style({ margin: 0 });

export const stageValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const scopeSwitch = style({ maxWidth: '28rem' });
