import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  width: '100%',
});

export const brand = style({ fontWeight: 700, fontSize: '1.5rem' });

export const actions = style({ display: 'flex', alignItems: 'flex-end', gap: '0.75rem' });

export const title = style({ marginBlock: '0 1.5rem', fontSize: '1.75rem', lineHeight: 1.2 });

export const footer = style({ margin: 0, fontSize: '0.875rem' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '1rem' });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  marginBlockStart: '1.5rem',
});

export const formError = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderInlineStart: '4px solid #b3261e',
  background: '#fdecea',
  color: '#5f1410',
  ':focus-visible': { outline: '3px solid #5b2a86', outlineOffset: '2px' },
});

export const hint = style({ fontSize: '0.875rem' });

export const companyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
});
