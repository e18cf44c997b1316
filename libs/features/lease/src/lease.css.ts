import { style } from '@vanilla-extract/css';
import { cssVariableName } from '@velo/ui/tokens';

// Layout only, on the design system's space tokens (as @velo/leasing-ui's breakdown).
const space = (key: string) => `var(${cssVariableName(['space', key])})`;

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: space('4'),
  rowGap: space('2'),
  margin: 0,
  alignItems: 'baseline',
});

export const row = style({ display: 'contents' });

export const term = style({ margin: 0 });

export const description = style({ margin: 0, textAlign: 'end' });
