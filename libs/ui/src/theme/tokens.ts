/**
 * The design tokens' default values, in plain TypeScript so the docs can list them and run-time
 * theming can read them without loading any style sheet. `contract.css.ts` turns them into CSS
 * variables.
 */
import { notificationVariants, type NotificationVariant } from '@velo/notifications';
import { foregroundFor } from './color';

/**
 * Shade keys of a client colour scale, as the client theme of spec section 3 delivers them
 * (`primaryGradient: { "10": "#…", …, "90": "#…" }`). 10 is the darkest, 90 the lightest: shade 90
 * is the one spec section 3 also uses as the light primary colour.
 */
export const shades = ['10', '20', '30', '40', '50', '60', '70', '80', '90'] as const;
export type Shade = (typeof shades)[number];
export type ColourScale = Record<Shade, string>;

/** Default brand: purple (spec section 2.1, "centred purple spinner"). */
export const defaultPrimary: ColourScale = {
  '10': '#2a0f57',
  '20': '#3d1780',
  '30': '#5020a6',
  '40': '#6229c7',
  '50': '#7b45d9',
  '60': '#9469e3',
  '70': '#b496ec',
  '80': '#d3c2f5',
  '90': '#efe8fc',
};

export const defaultSecondary: ColourScale = {
  '10': '#03312e',
  '20': '#064a45',
  '30': '#0a635c',
  '40': '#0e7c73',
  '50': '#23968c',
  '60': '#4fb0a7',
  '70': '#86cbc4',
  '80': '#bde3df',
  '90': '#e8f6f4',
};

/** Which shade a component uses for what, so a client scale re-colours everything consistently. */
export const primaryMainShade: Shade = '40';
export const primaryLightShade: Shade = '90';

export const neutral = {
  '0': '#ffffff',
  '5': '#f7f6f9',
  '10': '#eeecf2',
  '20': '#dcd9e3',
  '40': '#8e8a99',
  '60': '#6b6776',
  '80': '#3d3a45',
  '100': '#1a1523',
} as const;

/** Spec section 4: the notification-bar variants; the one list lives in @velo/notifications. */
export { notificationVariants, type NotificationVariant };

const semanticBackgrounds: Record<NotificationVariant, string> = {
  primary: defaultPrimary[primaryMainShade],
  secondary: defaultSecondary['40'],
  success: '#1e7b34',
  error: '#b3261e',
  warning: '#f2b420',
  canceled: '#5f5b66',
  black: '#000000',
  neutral: '#eeecf2',
  information: '#1a5fb4',
};

export function scaleForegrounds(scale: ColourScale): ColourScale {
  return Object.fromEntries(
    shades.map((shade) => [shade, foregroundFor(scale[shade])]),
  ) as ColourScale;
}

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const;

/** The space scale's keys, smallest first: what layout props such as Stack's `gap` accept. */
export type SpaceKey = keyof typeof space;
export const spaceKeys = Object.keys(space) as SpaceKey[];

export const radius = { sm: '4px', md: '8px', lg: '16px', full: '9999px' } as const;

export const fontFamily = {
  /** Self-hosted from @fontsource/inter so screenshots do not depend on the machine's fonts. */
  body: "Inter, 'Inter Fallback', system-ui, sans-serif",
  mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

/**
 * Line widths: `thin` the hairline of a border, `medium` a line that marks (a table's head, a
 * selected card's ring, a map pin's rim, a compact focus outline), `thick` an emphatic one (a chosen
 * option, the focus ring). `focusOffset` keeps a focus outline clear of what it surrounds.
 */
export const line = {
  width: { thin: '1px', medium: '2px', thick: '3px' },
  focusOffset: '2px',
} as const;

/** Sizes a control must reach: `target`, a comfortable touch target (WCAG 2.5.5, 44 CSS px). */
export const size = { target: '44px' } as const;

export const shadow = {
  none: 'none',
  low: '0 1px 2px rgb(26 21 35 / 0.16), 0 1px 3px rgb(26 21 35 / 0.1)',
  medium: '0 4px 8px rgb(26 21 35 / 0.14), 0 2px 4px rgb(26 21 35 / 0.1)',
  high: '0 12px 24px rgb(26 21 35 / 0.2), 0 4px 8px rgb(26 21 35 / 0.12)',
} as const;

/** Spec section 4 and 9: notification bars fade in and out over 3000 ms. */
export const motion = {
  fast: '120ms',
  medium: '240ms',
  fade: '3000ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Everything the theme contract holds, with its default values. */
export const defaultTokens = {
  color: {
    primary: defaultPrimary,
    onPrimary: scaleForegrounds(defaultPrimary),
    primaryLight: defaultPrimary[primaryLightShade],
    onPrimaryLight: foregroundFor(defaultPrimary[primaryLightShade]),
    secondary: defaultSecondary,
    onSecondary: scaleForegrounds(defaultSecondary),
    neutral,
    text: neutral['100'],
    textMuted: neutral['60'],
    surface: neutral['0'],
    background: neutral['5'],
    border: neutral['60'],
    focus: '#1a5fb4',
    semantic: semanticBackgrounds,
    onSemantic: Object.fromEntries(
      notificationVariants.map((variant) => [variant, foregroundFor(semanticBackgrounds[variant])]),
    ) as Record<NotificationVariant, string>,
  },
  space,
  radius,
  line,
  size,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  shadow,
  motion,
};

export type TokenTree = typeof defaultTokens;

/**
 * The CSS custom property that holds a token, e.g. `['color','primary','40']` →
 * `--velo-color-primary-40`. Stable names (a global contract) let other company front ends and the
 * run-time theming address them.
 */
export function cssVariableName(path: readonly string[]): string {
  return `--velo-${path.join('-')}`;
}
