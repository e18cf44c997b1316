import { style } from '@vanilla-extract/css';
import { breakpoints } from '@velo/ui/tokens';
import { vars } from '@velo/ui/vars';

// The fleet dashboard (issue 15) on the design system's tokens, phone first: one column of cards,
// two from the small breakpoint, charts the full width under them.

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

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

export const chart = style({ display: 'block', width: '100%', height: 'auto' });

/** What the employer pays: filled. */
export const barEmployer = style({
  fill: vars.color.primary['40'],
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

/** What the riders pay: outlined, so the two shares differ by shape as well as colour (WCAG 1.4.1). */
export const barRider = style({
  fill: vars.color.surface,
  stroke: vars.color.primary['40'],
  strokeWidth: 1.5,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const barEnds = style({
  fill: vars.color.secondary['40'],
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const axis = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const chartLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: '13px',
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const swatch = style({ display: 'block', width: '1rem', height: '1rem', flex: 'none' });

/**
 * Read by screen readers, not shown: the charts' tables (RGAA 1.3, WCAG 1.1.1). On a wrapper, not on
 * the table: a table is never narrower than its content, and widened a phone's page sideways.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
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
