import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

// The file field follows @velo/ui's text fields (label, help, error under the control), which have
// no file control yet; the native input keeps the browser's keyboard and screen-reader behaviour.
export const fileField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const fileLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({
  color: vars.color.semantic.error,
  marginInlineStart: '0.125rem',
});

export const fileHelp = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const fileInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  padding: vars.space['2'],
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  background: vars.color.surface,
  // WCAG 1.4.11: the boundary contrasts 3:1 with the page, as the text fields'.
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderColor: vars.color.primary['40'],
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.semantic.error, borderWidth: '2px' },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'FieldText' } },
});

export const fileError = style({
  fontSize: vars.font.size.sm,
  color: vars.color.semantic.error,
  fontWeight: vars.font.weight.medium,
});

/** The assistance number, large enough to read and tap at the roadside (WCAG 2.5.8 target size). */
export const assistancePhone = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
});

export const term = style({ margin: 0, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
