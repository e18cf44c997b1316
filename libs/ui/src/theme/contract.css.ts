/**
 * The theme contract: every token is a CSS variable with a stable name (see `cssVariableName`), with
 * its defaults on :root. Components style themselves from `vars` only, so a client theme applied at
 * run time (`applyClientTheme`) re-colours them without a rebuild.
 */
import {
  createGlobalTheme,
  createGlobalThemeContract,
  globalFontFace,
  globalStyle,
} from '@vanilla-extract/css';
import { breakpointNames, mediaUp, type Breakpoint } from '../tokens/breakpoints';
import { cssVariableName, defaultTokens } from './tokens';

export const vars = createGlobalThemeContract(defaultTokens, (_value, path) =>
  cssVariableName(path).slice(2),
);

createGlobalTheme(':root', vars, defaultTokens);

// The body stack's second face: a local sans-serif scaled to Inter's metrics, so text laid out before
// Inter has arrived (font-display: swap, or an app that fetches the fonts after its first paint)
// keeps its line breaks and heights when Inter replaces it, and nothing on the page jumps.
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica'), local('Roboto')",
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

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

/** Spec section 9 breakpoints as `@media` conditions: `{ '@media': { [media.md]: { … } } }`. */
export const media = Object.fromEntries(
  breakpointNames.map((name) => [name, mediaUp(name)]),
) as Record<Breakpoint, string>;
