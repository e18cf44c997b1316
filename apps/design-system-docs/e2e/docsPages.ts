/**
 * The docs pages the suites visit. Component names come from libs/ui's component folders, the same
 * list the docs app renders, so a new component is screenshotted and axe-checked without editing this.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const componentNames: string[] = readdirSync(
  join(import.meta.dirname, '../../../libs/ui/src/components'),
  {
    withFileTypes: true,
  },
)
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

export const docsBase = '/designSystem/';

export const tokenPages = [
  'tokens/colours',
  'tokens/spacing',
  'tokens/typography',
  'tokens/breakpoints',
  'theming',
];

export const allPages = ['', ...tokenPages, ...componentNames.map((name) => `components/${name}`)];

/** The two themes of the visual suite: the default purple, and the sample client theme. */
export const themes = ['default', 'client'] as const;

/** Spec section 9 breakpoints sm and lg, as viewport widths. */
export const widths = { sm: 600, lg: 1200 } as const;

export function pageUrl(path: string, theme: (typeof themes)[number] = 'default'): string {
  return `${docsBase}${path}${theme === 'default' ? '' : `?theme=${theme}`}`;
}
