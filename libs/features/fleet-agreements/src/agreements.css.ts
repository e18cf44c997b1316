import { vars } from '@velo/ui/vars';
import { style } from '@vanilla-extract/css';

/** The contract's rendition: its sections as a readable column. */
export const document = style({
  maxWidth: '70ch',
  display: 'grid',
  gap: vars.space['3'],
});
