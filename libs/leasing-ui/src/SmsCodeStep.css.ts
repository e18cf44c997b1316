import { style } from '@vanilla-extract/css';

/** Six digits need no full-width field; a short one says what it expects. */
export const codeInput = style({ maxWidth: '12rem' });
