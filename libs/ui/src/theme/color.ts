/**
 * Colour arithmetic for WCAG 2.2 contrast (success criterion 1.4.3, contrast minimum).
 * Plain TypeScript with no CSS so the docs, the tests and run-time theming share it.
 */

const hexPattern = /^#([0-9a-f]{6})$/i;

/** True for the `#rrggbb` form the client theme of spec section 3 delivers. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && hexPattern.test(value.trim());
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG defines it. */
export function relativeLuminance(hex: string): number {
  const match = hexPattern.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const int = Number.parseInt(match[1], 16);
  const r = channel((int >> 16) & 0xff);
  const g = channel((int >> 8) & 0xff);
  const b = channel(int & 0xff);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** The two text colours a coloured surface may carry. */
export const lightForeground = '#ffffff';
// Pure black: with any lighter near-black, mid-tone backgrounds (luminance near 0.18) fall below 4.5:1
// against both candidates.
export const darkForeground = '#000000';

/**
 * The foreground of higher contrast on a background. Against any colour, the better of white and
 * black reaches at least 4.5:1, so text on a client's shades always meets AA (WCAG 1.4.3).
 */
export function foregroundFor(background: string): string {
  return contrastRatio(background, lightForeground) >= contrastRatio(background, darkForeground)
    ? lightForeground
    : darkForeground;
}
