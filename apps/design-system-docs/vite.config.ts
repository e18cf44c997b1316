import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';
import {
  redirectOutsideBase,
  securityHeaders,
  securityOfBuild,
} from '../../tools/vite/appServer.ts';
import { sourceCondition } from '../../vitest.shared.ts';

/** Standalone, the docs are served under the same path they are mounted at in the rider app. */
export const basePath = '/designSystem/';

export default defineConfig({
  root: import.meta.dirname,
  base: basePath,
  plugins: [
    securityOfBuild(securityHeaders),
    react(),
    vanillaExtractPlugin(),
    redirectOutsideBase(basePath),
  ],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 4400, strictPort: true },
  preview: { host: '127.0.0.1', port: 4401, strictPort: true },
  // Maps stay beside the build, unreferenced, and the preview answers 404 for them.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
