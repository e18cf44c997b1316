import { defineConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default defineConfig(
  projectTestConfig(import.meta.dirname, {
    environment: 'jsdom',
    setupFiles: ['../../tools/testing/setupDom.ts'],
    // The first rendering test of a file also pays for loading React and the router.
    testTimeout: 30_000,
  }),
);
