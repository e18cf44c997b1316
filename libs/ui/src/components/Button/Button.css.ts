import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    boxSizing: 'border-box',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    // A transparent border becomes visible under forced colours, so every variant keeps its outline.
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      // Spec section 4: presses are ignored while loading; the cursor says so.
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
        },
      },
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-pressed]': { transform: 'none' } },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary['40'],
        color: vars.color.onPrimary['40'],
        selectors: {
          '&[data-hovered]': {
            background: vars.color.primary['30'],
            color: vars.color.onPrimary['30'],
          },
          '&[data-pressed]': {
            background: vars.color.primary['20'],
            color: vars.color.onPrimary['20'],
          },
        },
      },
      secondary: {
        background: vars.color.secondary['40'],
        color: vars.color.onSecondary['40'],
        selectors: {
          '&[data-hovered]': {
            background: vars.color.secondary['30'],
            color: vars.color.onSecondary['30'],
          },
          '&[data-pressed]': {
            background: vars.color.secondary['20'],
            color: vars.color.onSecondary['20'],
          },
        },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.primary['30'],
        borderColor: vars.color.primary['40'],
        selectors: {
          '&[data-hovered]': {
            background: vars.color.primaryLight,
            color: vars.color.primary['20'],
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary['30'],
        selectors: {
          '&[data-hovered]': {
            background: vars.color.primaryLight,
            color: vars.color.primary['20'],
          },
        },
      },
      danger: {
        background: vars.color.semantic.error,
        color: vars.color.onSemantic.error,
        selectors: { '&[data-hovered]': { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      sm: {
        minHeight: '2.25rem',
        padding: `${vars.space['1']} ${vars.space['3']}`,
        fontSize: vars.font.size.sm,
      },
      // 44px: comfortable touch target (WCAG 2.5.5).
      md: {
        minHeight: '2.75rem',
        padding: `${vars.space['2']} ${vars.space['5']}`,
        fontSize: vars.font.size.md,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const spinner = style({ display: 'inline-flex' });
