import { defineConfig } from '@playwright/test';
import { e2eConfig, workspaceRoot } from '../../../tools/playwright/config.ts';

export default defineConfig(
  e2eConfig({
    project: 'rider-web',
    testDir: import.meta.dirname,
    baseURL: 'http://127.0.0.1:4173',
    // The production build (built by the `e2e` target's dependency on `build`) on its preview server.
    webServer: {
      command: 'node_modules/.bin/vite preview --config apps/rider-web/vite.config.ts',
      cwd: workspaceRoot,
      url: 'http://127.0.0.1:4173/rider/',
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  }),
);
