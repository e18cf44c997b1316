import { style } from '@vanilla-extract/css';
import { stackedList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

export const companySwitch = style({ maxWidth: '28rem' });

export const domainField = style({ maxWidth: '24rem' });

export const domainList = style([stackedList, { gap: vars.space['2'] }]);

export const domainItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
