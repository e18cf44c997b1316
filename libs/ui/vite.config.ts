import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../vite.lib.shared.ts';

/** One library entry per `exports` key that has a built file: `@velo/ui/Button` → dist/Button.js. */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};
const entries = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === 'object' && target['import'] && target['@velo/source']
      ? [[key.slice(2), target['@velo/source']]]
      : [],
  ),
);

export default defineConfig({
  ...libraryBuildConfig(import.meta.dirname, entries, { plugins: [vanillaExtractPlugin()] }),
});
