import { style } from '@vanilla-extract/css';

/** The link: a long address that must wrap inside its card on a phone. */
export const link = style({
  maxWidth: '100%',
});

/** The copy's result: the shared status line, empty until a copy. */
export { statusLine as status } from '../../recipes/status.css';
