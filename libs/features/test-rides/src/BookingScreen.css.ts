import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const shown = style({
  margin: 0,
  flex: '1 1 12rem',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
