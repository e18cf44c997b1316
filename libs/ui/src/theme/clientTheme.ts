/**
 * Run-time client theming (spec sections 3 and 4): a client company's colours, fetched by qName,
 * replace the default primary and secondary scales. The variables are set one by one through
 * `element.style.setProperty`, never by injecting a <style> element, so the strict
 * Content-Security-Policy (`style-src 'self'`) holds.
 */
import { foregroundFor, isHexColour } from './color';
import { cssVariableName, primaryLightShade, shades, type Shade } from './tokens';

/** The client theme as the theme call answers it (spec section 3, "Client theme"). */
export interface ClientTheme {
  primaryGradient?: Partial<Record<string, unknown>> | null;
  secondaryGradient?: Partial<Record<string, unknown>> | null;
}

type ScaleName = 'primary' | 'secondary';

/** Every variable a client theme may set; `resetClientTheme` removes exactly these. */
export const clientThemeVariables: readonly string[] = [
  ...(['primary', 'secondary'] as const).flatMap((scale) =>
    shades.flatMap((shade) => [
      cssVariableName(['color', scale, shade]),
      cssVariableName(['color', scale === 'primary' ? 'onPrimary' : 'onSecondary', shade]),
    ]),
  ),
  cssVariableName(['color', 'primaryLight']),
  cssVariableName(['color', 'onPrimaryLight']),
];

/** The valid shades of one gradient; a missing or malformed shade is left out (it keeps its default). */
export function validShades(
  gradient: ClientTheme['primaryGradient'],
): Partial<Record<Shade, string>> {
  const valid: Partial<Record<Shade, string>> = {};
  if (!gradient || typeof gradient !== 'object') return valid;
  for (const shade of shades) {
    const value = gradient[shade];
    if (isHexColour(value)) valid[shade] = value.trim().toLowerCase();
  }
  return valid;
}

/** The CSS variables and values a client theme sets. */
export function clientThemeDeclarations(
  theme: ClientTheme | null | undefined,
): Map<string, string> {
  const declarations = new Map<string, string>();
  const scales: [ScaleName, ClientTheme['primaryGradient']][] = [
    ['primary', theme?.primaryGradient],
    ['secondary', theme?.secondaryGradient],
  ];
  for (const [scale, gradient] of scales) {
    const onScale = scale === 'primary' ? 'onPrimary' : 'onSecondary';
    for (const [shade, colour] of Object.entries(validShades(gradient)) as [Shade, string][]) {
      declarations.set(cssVariableName(['color', scale, shade]), colour);
      // Text on a themed colour keeps AA contrast whatever the client chose (WCAG 1.4.3).
      declarations.set(cssVariableName(['color', onScale, shade]), foregroundFor(colour));
      if (scale === 'primary' && shade === primaryLightShade) {
        // Spec section 3: primary shade 90 also sets the light primary colour.
        declarations.set(cssVariableName(['color', 'primaryLight']), colour);
        declarations.set(cssVariableName(['color', 'onPrimaryLight']), foregroundFor(colour));
      }
    }
  }
  return declarations;
}

function rootElement(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement;
}

/**
 * Applies a client theme on `element` (the whole document by default). Shades that are missing or
 * not `#rrggbb` keep the value they had, so a partial or broken theme never blanks the interface.
 * Returns the number of variables set.
 */
export function applyClientTheme(
  theme: ClientTheme | null | undefined,
  element: HTMLElement | undefined = rootElement(),
): number {
  if (!element) return 0;
  const declarations = clientThemeDeclarations(theme);
  for (const [name, value] of declarations) element.style.setProperty(name, value);
  return declarations.size;
}

/** Back to the default theme (spec section 4: logout resets the client theme). */
export function resetClientTheme(element: HTMLElement | undefined = rootElement()): void {
  if (!element) return;
  for (const name of clientThemeVariables) element.style.removeProperty(name);
}
