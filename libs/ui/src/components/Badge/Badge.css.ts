import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `0.125rem ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  // Forced colours drop backgrounds: a border keeps the badge's shape.
  border: '1px solid transparent',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const tone = styleVariants({
  neutral: { background: vars.color.semantic.neutral, color: vars.color.onSemantic.neutral },
  primary: { background: vars.color.primary['40'], color: vars.color.onPrimary['40'] },
  success: { background: vars.color.semantic.success, color: vars.color.onSemantic.success },
  warning: { background: vars.color.semantic.warning, color: vars.color.onSemantic.warning },
  error: { background: vars.color.semantic.error, color: vars.color.onSemantic.error },
  information: {
    background: vars.color.semantic.information,
    color: vars.color.onSemantic.information,
  },
});
