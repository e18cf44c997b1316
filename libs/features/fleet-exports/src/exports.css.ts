import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

// /exports (issue 15): the company switch no wider than a company's name needs.
export const companySwitch = style({ maxWidth: '28rem' });

// The three files side by side where there is room, one under the other on a phone.
export const files = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'stretch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
