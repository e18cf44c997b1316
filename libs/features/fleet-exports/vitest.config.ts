import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../../vitest.shared.ts';

export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'jsdom',
    plugins: [vanillaExtractPlugin()],
    setupFiles: ['../../../tools/testing/setupDom.ts'],
    // The first rendering test of a file also pays for loading React, the router and a catalogue.
    testTimeout: 30_000,
  }),
);
