import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bareList } from './lists.css';

/**
 * Small charts drawn in inline SVG (no chart library): the SVG scales to its box, the bars take the
 * primary colour, filled for one series and outlined for the other so the two differ by shape as
 * well as colour (WCAG 1.4.1), and under forced colours they keep the system's text colour.
 */
export const chart = style({ display: 'block', width: '100%', height: 'auto' });

export const barFilled = style({
  fill: vars.color.primary['40'],
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const barOutlined = style({
  fill: vars.color.surface,
  stroke: vars.color.primary['40'],
  strokeWidth: 1.5,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

/**
 * Text inside a chart, sized in the SVG's own units: 13 units of a 360-unit-wide drawing, scaled
 * with it, so the labels keep their place under the bars at every width.
 */
export const chartLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: '13px',
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

/** The legend under a chart: its entries in a row that wraps. */
export const chartLegend = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['5']}` },
]);

export const chartLegendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** A legend entry's mark: a small SVG drawn with the same class as the bars it stands for. */
export const chartSwatch = style({ display: 'block', width: '1rem', height: '1rem', flex: 'none' });
