import { style } from '@vanilla-extract/css';
import { cssVariableName } from '@velo/ui/tokens';

// Layout and the step markers on the design system's tokens; the state is also written in words
// beside each marker (a Badge), so colour never carries it alone (WCAG 1.4.1).
const token = (...path: string[]) => `var(${cssVariableName(path)})`;
const space = (key: string) => token('space', key);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space('3'),
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: space('3'),
  alignItems: 'center',
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: token('radius', 'full'),
  border: `2px solid ${token('color', 'border')}`,
  fontWeight: 700,
  color: token('color', 'textMuted'),
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: token('color', 'primary', '40'),
      borderColor: token('color', 'primary', '40'),
      color: token('color', 'onPrimary', '40'),
    },
    [`${step}[data-state="done"] &`]: {
      background: token('color', 'primaryLight'),
      borderColor: token('color', 'primary', '40'),
      color: token('color', 'primary', '20'),
    },
    [`${step}[data-state="failed"] &`]: {
      borderColor: token('color', 'semantic', 'error'),
      color: token('color', 'semantic', 'error'),
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
  columnGap: space('2'),
  rowGap: space('1'),
});

export const skipped = style({ textDecoration: 'line-through' });

export const next = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space('4'),
  rowGap: space('2'),
  margin: 0,
});

export const term = style({ margin: 0 });

export const description = style({ margin: 0 });
