import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../vite.lib.shared.ts';

// One output per public entry (`exports` in package.json); shared modules land in one chunk, so the
// atoms of both entries are the same objects.
export default defineConfig(
  libraryBuildConfig(import.meta.dirname, {
    index: 'src/index.ts',
    shell: 'src/shell/index.ts',
    testing: 'src/testing.tsx',
  }),
);
