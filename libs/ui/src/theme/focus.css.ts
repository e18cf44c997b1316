import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The visible focus ring every interactive part shares (WCAG 2.4.7 and 2.4.11): a 3px outline with an
 * offset, in a colour with 3:1 contrast on white and on the light shades. Under forced colours the
 * system's Highlight colour takes over.
 */
export const focusRing: StyleRule = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  '@media': {
    '(forced-colors: active)': { outline: '3px solid Highlight' },
  },
};
