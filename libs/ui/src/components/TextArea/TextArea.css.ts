/** The multi-line field: the shared field look (../private/field.css.ts) plus its height and counter. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control as fieldControl } from '../private/field.css';

export { root, label, description, error } from '../private/field.css';

export const control = style([
  fieldControl,
  {
    minHeight: '7.5rem',
    lineHeight: vars.font.lineHeight.normal,
    // Only taller: a wider box would leave the layout (WCAG 1.4.10 reflow).
    resize: 'vertical',
    selectors: {
      // A disabled field offers no handle: it cannot be edited, and its text is all shown as set.
      '&:disabled': { resize: 'none' },
    },
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const count = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
