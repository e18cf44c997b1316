import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = style({
  display: 'block',
  flexShrink: 0,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // WCAG 2.3.3: slower, not stopped, because the rotation is what says "still working".
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const track = style({ stroke: 'currentColor', opacity: 0.25 });
export const arc = style({ stroke: 'currentColor' });
