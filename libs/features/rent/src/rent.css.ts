import { style } from '@vanilla-extract/css';
import { bareList, chart as chartBase, focusOutline, stackedList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// Layout and the schedule's table and chart on the design system's tokens (as @velo/leasing-ui's).

/** A term and its value in the net cost's sources (the list's grid lays them out). */
export { descriptionRow as factRow } from '@velo/ui/recipes';

/** The three end-of-lease options side by side from a tablet up, one under the other on a phone. */
export const options = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: vars.space['4'],
  },
]);

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-chosen="true"]': {
      borderWidth: vars.line.width.thick,
      borderColor: vars.color.primary['40'],
    },
  },
});

export const optionAction = style({ marginTop: 'auto' });

/**
 * The schedule's table scrolls sideways on a phone; the scroll box is focusable and named so a
 * keyboard user can scroll it too (axe `scrollable-region-focusable`, RGAA 12.13).
 */
export const tableScroll = style([focusOutline, { overflowX: 'auto', maxWidth: '100%' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space['2'],
  color: vars.color.textMuted,
});

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  borderBottom: `${vars.line.width.medium} solid ${vars.color.neutral['40']}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
  whiteSpace: 'nowrap',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const amount = style({ textAlign: 'end' });

/** The row of the next debit stands out by weight as well as by its "to pay" state in words. */
export const dueRow = style({ fontWeight: vars.font.weight.bold });

export const totalRow = style({
  fontWeight: vars.font.weight.bold,
  borderTop: `${vars.line.width.medium} solid ${vars.color.neutral['40']}`,
});

/** The chart: 36 bars; paid ones filled, those to come outlined, free months a dash (not colour alone). */
export const chart = style([chartBase, { maxHeight: '10rem' }]);

export { barFilled as barPaid, barOutlined as barToCome } from '@velo/ui/recipes';

export const barFree = style({
  fill: vars.color.neutral['60'],
  '@media': { '(forced-colors: active)': { fill: 'GrayText' } },
});

export {
  chartLegend as legend,
  chartLegendItem as legendItem,
  chartSwatch as swatch,
} from '@velo/ui/recipes';

export const revisionList = style([stackedList, { gap: vars.space['3'] }]);

export const revision = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
});
