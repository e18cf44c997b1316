import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** The bar under the current navigation link. */
const currentBar = '3px';

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
      // Header navigation: the list and its place say these are links, so no underline at rest;
      // the current page is told by a bar and bold text, not by colour alone (WCAG 1.4.1). The bar
      // is a real border (kept under forced colours, unlike a shadow); the other links keep its
      // room as padding, so nothing moves vertically when the current page changes.
      navigation: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['2'],
        paddingBlock: `${vars.space['2']} calc(${vars.space['2']} + ${currentBar})`,
        paddingInline: vars.space['1'],
        color: vars.color.text,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        borderRadius: 0,
        selectors: {
          '&[data-hovered]': {
            color: vars.color.primary['30'],
            textDecoration: 'underline',
            textDecorationThickness: '1px',
          },
          '&[aria-current="page"]': {
            color: vars.color.primary['30'],
            fontWeight: vars.font.weight.bold,
            paddingBottom: vars.space['2'],
            borderBottom: `${currentBar} solid ${vars.color.primary['40']}`,
          },
        },
        '@media': {
          '(forced-colors: active)': {
            color: 'LinkText',
            selectors: { '&[aria-current="page"]': { borderBottomColor: 'LinkText' } },
          },
        },
      },
      // Footer and other secondary links: the muted text colour (5.5:1 on the surface, WCAG 1.4.3),
      // still underlined since the colour is the one of the text around them.
      subtle: {
        color: vars.color.textMuted,
        selectors: {
          '&[data-hovered]': { color: vars.color.text },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
