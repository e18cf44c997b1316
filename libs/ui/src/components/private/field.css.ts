/** Styles every text-like field shares (TextField, PasswordField, EmailField, PhoneField, Select, ComboBox, DatePicker). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({
  color: vars.color.semantic.error,
  marginInlineStart: '0.125rem',
});

export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  background: vars.color.surface,
  // 1.4.11 non-text contrast: the border is the field's boundary, 3:1 at least against white.
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.neutral['80'] },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.primary['40'],
      ...focusRing,
    },
    '&[data-invalid]': { borderColor: vars.color.semantic.error, borderWidth: '2px' },
    '&[data-disabled]': {
      background: vars.color.neutral['10'],
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
    },
  },
});

export const group = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const withTrailing = style({ paddingInlineEnd: '3rem' });

export const trailing = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  top: '50%',
  transform: 'translateY(-50%)',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // WCAG 2.5.8 target size: at least 24px; 36px here.
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary['30'],
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryLight },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.semantic.error,
  fontWeight: vars.font.weight.medium,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});
