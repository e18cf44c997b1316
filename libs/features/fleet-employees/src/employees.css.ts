import { style } from '@vanilla-extract/css';

// /employees (issue 15): the search and the status filter side by side when there is room.
export const filters = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  maxWidth: '48rem',
});

export const companySwitch = style({ maxWidth: '28rem' });

export const domainField = style({ maxWidth: '24rem' });

export const domainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
});

export const domainItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
});
