import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    boxSizing: 'border-box',
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    // Kept under forced colours, where shadows disappear, so the card keeps its edge.
    border: `1px solid ${vars.color.neutral['20']}`,
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    elevation: {
      flat: { boxShadow: vars.shadow.none },
      raised: { boxShadow: vars.shadow.low },
      floating: { boxShadow: vars.shadow.medium },
    },
    tone: {
      default: {},
      primary: {
        background: vars.color.primaryLight,
        color: vars.color.onPrimaryLight,
        borderColor: vars.color.primary['80'],
      },
    },
  },
  defaultVariants: { elevation: 'raised', tone: 'default' },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const footer = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  marginTop: 'auto',
});
