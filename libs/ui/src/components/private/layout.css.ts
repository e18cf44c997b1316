/**
 * What Stack and Inline share: a flex box whose gap, alignment and justification come from a closed
 * list of classes (no inline styles: the Content-Security-Policy has no `style-src 'unsafe-inline'`).
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spaceKeys, type SpaceKey } from '../../theme/tokens';

export const box = style({
  display: 'flex',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** ul / ol laid out by Stack or Inline: no bullets, no indent. */
export const list = style({ listStyle: 'none' });

export const gap = styleVariants(
  Object.fromEntries(spaceKeys.map((key) => [key, { gap: vars.space[key] }])) as Record<
    SpaceKey,
    { gap: string }
  >,
);

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const stack = style({ flexDirection: 'column' });
export const inline = style({ flexDirection: 'row', flexWrap: 'wrap' });
