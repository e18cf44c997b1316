import { defineConfig } from '@playwright/test';
import { e2eConfig, workspaceRoot } from '../../../tools/playwright/config.ts';

export default defineConfig(
  e2eConfig({
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
  }),
);
