import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const money = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-emphasis="strong"]': { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg },
  },
});
