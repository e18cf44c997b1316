import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const spinner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Spec section 2.1: the page spinner is purple, the brand's main primary shade.
    color: vars.color.primary['40'],
    '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
  },
  variants: {
    placement: {
      // Centred in the viewport, over the space the protected content will take.
      page: { minHeight: '100vh', width: '100%' },
      inline: { display: 'inline-flex' },
    },
  },
  defaultVariants: { placement: 'inline' },
});
