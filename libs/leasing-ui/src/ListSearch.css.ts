import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

// A fleet list's search and filters side by side when there is room, one under the other on a phone.
export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  maxWidth: '48rem',
});
