import { style } from '@vanilla-extract/css';
import { descriptionGrid, stackedList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// Layout and the step markers on the design system's tokens; the state is also written in words
// beside each marker (a Badge), so colour never carries it alone (WCAG 1.4.1).

export const list = style([stackedList, { gap: vars.space['3'] }]);

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space['3'],
  alignItems: 'center',
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `${vars.line.width.medium} solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.primary['40'],
      borderColor: vars.color.primary['40'],
      color: vars.color.onPrimary['40'],
    },
    [`${step}[data-state="done"] &`]: {
      background: vars.color.primaryLight,
      borderColor: vars.color.primary['40'],
      color: vars.color.primary['20'],
    },
    [`${step}[data-state="failed"] &`]: {
      borderColor: vars.color.semantic.error,
      color: vars.color.semantic.error,
    },
    [`${step}[data-state="skipped"] &`]: { borderStyle: 'dashed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${step}[data-state="current"] &`]: { background: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
});

export const skipped = style({ textDecoration: 'line-through' });

export const next = style([
  descriptionGrid,
  { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space['2'] },
]);

export const term = style({ margin: 0 });

export const description = style({ margin: 0 });
