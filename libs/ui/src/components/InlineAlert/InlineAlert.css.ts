import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    margin: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: { '&:focus-visible': focusRing },
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    tone: {
      error: { borderColor: vars.color.semantic.error },
      warning: { borderColor: vars.color.semantic.warning },
      success: { borderColor: vars.color.semantic.success },
      information: { borderColor: vars.color.semantic.information },
    },
  },
  defaultVariants: { tone: 'information' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: '0.125em' },
  variants: {
    tone: {
      error: { color: vars.color.semantic.error },
      // The warning yellow is a background colour; as an icon it needs the darker text shade.
      warning: { color: vars.color.text },
      success: { color: vars.color.semantic.success },
      information: { color: vars.color.semantic.information },
    },
  },
});

export const body = style({ minWidth: 0 });
