/**
 * The theme contract: every token is a CSS variable with a stable name (see `cssVariableName`), with
 * its defaults on :root. Components style themselves from `vars` only, so a client theme applied at
 * run time (`applyClientTheme`) re-colours them without a rebuild.
 */
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { cssVariableName, defaultTokens } from './tokens';

export const vars = createGlobalThemeContract(defaultTokens, (_value, path) =>
  cssVariableName(path).slice(2),
);

createGlobalTheme(':root', vars, defaultTokens);

// WCAG 2.3.3 (animation from interactions): people who ask for reduced motion get none.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.medium]: '0ms',
        [vars.motion.fade]: '0ms',
      },
    },
  },
});
