import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

// Layout only, on the design system's space tokens; colours and type come from @velo/ui's Text and
// Money inside.

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
  alignItems: 'baseline',
});

export const row = style({ display: 'contents' });

export const term = style({ margin: 0 });

export const description = style({ margin: 0, textAlign: 'end' });

export const detail = style({ paddingInlineStart: vars.space['4'] });
