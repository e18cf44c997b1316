import { style } from '@vanilla-extract/css';
import { stackedList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// /employees (issue 15): the search and the status filter side by side when there is room.
export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  maxWidth: '48rem',
});

export const companySwitch = style({ maxWidth: '28rem' });

export const domainField = style({ maxWidth: '24rem' });

export const domainList = style([stackedList, { gap: vars.space['2'] }]);

export const domainItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
