import { defineConfig } from '@playwright/test';
import { e2eConfig, workspaceRoot } from '../../../tools/playwright/config.ts';

const shared = e2eConfig({
  project: 'design-system-docs',
  testDir: import.meta.dirname,
  baseURL: 'http://127.0.0.1:4401',
  webServer: {
    command: 'node_modules/.bin/vite preview --config apps/design-system-docs/vite.config.ts',
    cwd: workspaceRoot,
    url: 'http://127.0.0.1:4401/designSystem/',
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});

export default defineConfig({
  ...shared,
  globalSetup: './globalSetup.ts',
  // Baselines are per platform: they were made on Linux with Debian's Chromium and the self-hosted
  // Inter font, and are compared on the same.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // A tight colour tolerance, so a token nudged by ~8 RGB levels already fails (0.1, the default,
      // lets it through), and a handful of pixels for the anti-aliasing noise seen between runs (up
      // to 11 pixels on shadows and the spinner's edge).
      threshold: 0.02,
      maxDiffPixels: 20,
    },
  },
});
