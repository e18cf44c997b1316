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
// Its range is the one of the Latin subset of Inter served by @fontsource, so a character Inter does
// not draw either (the Table's sort arrows ▲ ▼ ↕) still falls through to the system faces.
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica'), local('Roboto')",
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
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
