import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';
import { redirectOutsideBase, securityHeaders } from '../../tools/vite/appServer.ts';
import { sourceCondition } from '../../vitest.shared.ts';

/** The rider app lives under /rider (spec section 2.1). */
export const basePath = '/rider/';

export default defineConfig({
  root: import.meta.dirname,
  base: basePath,
  plugins: [react(), vanillaExtractPlugin(), redirectOutsideBase(basePath)],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 4200, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
