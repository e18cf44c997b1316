import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@velo/ui/vars';

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  background: vars.color.background,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const nav = style({ fontSize: vars.font.size.sm });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  '@media': { [media.md]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const navHeading = style({
  margin: `${vars.space['4']} 0 ${vars.space['1']}`,
  fontSize: vars.font.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary['30'],
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primaryLight,
      color: vars.color.onPrimaryLight,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const content = style({ minWidth: 0 });

export const examples = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const exampleTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.font.size.md,
});

/** The frame each example is drawn (and screenshotted) in. */
export const exampleFrame = style({
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.neutral['20']}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  padding: `${vars.space['2']} 0`,
  fontWeight: vars.font.weight.medium,
});

export const tableScroll = style({ overflowX: 'auto' });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '5rem',
  minHeight: '2.25rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral['20']}`,
});

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '16rem',
  padding: vars.space['3'],
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});
