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

// Each format's button in a wrapper that only names its format (focus comes back to it after a
// cancel): no box of its own, the buttons lay out as before.
export const action = style({ display: 'contents' });

// The file being made: its progress, then the button that cancels it.
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});
