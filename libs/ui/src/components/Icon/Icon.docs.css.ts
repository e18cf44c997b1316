// Styles of the icon catalogue on the docs page only.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const cell = style({ minWidth: '6.5rem', color: vars.color.text });

export const name = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
});
