/**
 * Library build shared by the libs: ES modules only, one output file per entry, every bare import
 * (React, zod, other @velo packages…) left external so a consumer's bundler de-duplicates them.
 * Type declarations are emitted next to it by `tsc -p tsconfig.lib.json`.
 */
import { isAbsolute } from 'node:path';
import type { UserConfig } from 'vite';

export function libraryBuildConfig(
  projectDir: string,
  entries: Record<string, string>,
  extra: Pick<UserConfig, 'plugins'> = {},
): UserConfig {
  return {
    root: projectDir,
    plugins: extra.plugins ?? [],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        external: (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
        output: {
          preserveModules: false,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
}
