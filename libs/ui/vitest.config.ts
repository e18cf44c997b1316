import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'jsdom',
    plugins: [react(), vanillaExtractPlugin()],
    setupFiles: ['src/testSetup.ts'],
    // react-aria interaction tests take a few seconds each when the shared 2-core machine is busy.
    testTimeout: 30_000,
  }),
);
