import { style } from '@vanilla-extract/css';

export const illustration = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
  // Illustrations keep their colours under forced colours only when decorative artwork needs them.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'auto' } },
});
