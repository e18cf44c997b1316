/** The file field: the shared field chrome (../private/field.css.ts), the chosen files as a list. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { root, label, description, error, iconButton } from '../private/field.css';

export const trigger = style({ alignSelf: 'flex-start' });

/** The invalid state is drawn on the chooser too, not only by the message (WCAG 1.4.1). */
export const invalidTrigger = style({
  outline: `2px solid ${vars.color.semantic.error}`,
  outlineOffset: '2px',
});

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
});

export const fileSize = style({
  flex: '0 0 auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
