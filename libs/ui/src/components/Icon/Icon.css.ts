import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  // Strokes take the text colour, so an icon follows its link or button, the client theme and
  // forced colours (where currentColor becomes the system text colour).
  color: 'inherit',
});

/** Keys match `iconSizes` in Icon.tsx. */
export const size = styleVariants({
  // Sits on the text line it belongs to, e.g. after a link's text.
  text: { width: '1em', height: '1em', verticalAlign: '-0.125em' },
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
});
