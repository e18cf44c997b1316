import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    color: vars.color.primary['30'],
    // RGAA 10.6 / WCAG 1.4.1: a link in text is told apart by more than its colour.
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.primary['20'], textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
    '@media': { '(forced-colors: active)': { color: 'LinkText' } },
  },
  variants: {
    variant: {
      inline: {},
      standalone: { fontWeight: vars.font.weight.medium },
    },
  },
  defaultVariants: { variant: 'inline' },
});
