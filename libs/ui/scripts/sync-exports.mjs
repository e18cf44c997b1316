#!/usr/bin/env node
/**
 * Writes the `exports` map of package.json from the component folders, so every component has its
 * own entry (`@velo/ui/Button`) and none is forgotten. `--check` fails when package.json is stale
 * (run by the `lint` script).
 */
import console from 'node:console';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const root = join(import.meta.dirname, '..');
const componentsDir = join(root, 'src/components');
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

const modules = [
  ['tokens', 'tokens/index.ts'],
  ['theme', 'theme/index.ts'],
  ['locale', 'i18n/index.ts'],
  // Links through the app's router (apps may not import react-aria-components).
  ['router', 'router/UiRouterProvider.tsx'],
  // Where focus goes after a dialog closes or a form opens (the screens' one focus helpers).
  ['focus', 'focus/focus.ts'],
  ...components.map((name) => [name, `components/${name}/${name}.tsx`]),
];

const exportsMap = {};
for (const [name, source] of modules) {
  exportsMap[`./${name}`] = {
    '@velo/source': `./src/${source}`,
    types: `./dist/${source.replace(/\.tsx?$/, '.d.ts')}`,
    import: `./dist/${name}.js`,
  };
}
// Every component's styles in one stylesheet, for installs outside the workspace (issue 16): 6 KB
// gzip for all of them, less than one component's JavaScript, so one file beats a stylesheet per
// entry that a consumer could forget. The workspace's apps compile the .css.ts sources instead.
exportsMap['./styles.css'] = './dist/ui.css';
exportsMap['./fonts.css'] = './src/theme/fonts.css';
// The theme contract's variables and media queries, for apps that style their own layout with
// vanilla-extract. Its compiler resolves imports of .css.ts files without the @velo/source condition,
// hence `default` pointing at the source too; the package ships these few sources (`files`) for
// consumers who build with vanilla-extract themselves.
exportsMap['./vars'] = {
  '@velo/source': './src/theme/contract.css.ts',
  default: './src/theme/contract.css.ts',
};
// Style recipes the screens share (visually hidden, bare and description lists, small charts): the
// same vanilla-extract source entry as `./vars`, for the same reason.
exportsMap['./recipes'] = {
  '@velo/source': './src/recipes/index.ts',
  default: './src/recipes/index.ts',
};
// The docs app reads each component's .docs.tsx through this source-only entry; it is never built.
exportsMap['./docs'] = { '@velo/source': './src/docs/index.ts' };
exportsMap['./package.json'] = './package.json';

const file = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(file, 'utf8'));
const next = { ...pkg, exports: exportsMap };
const text = `${JSON.stringify(next, null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error('libs/ui/package.json exports are stale: run `node scripts/sync-exports.mjs`.');
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
}
