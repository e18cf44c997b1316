import { defineConfig } from '@playwright/test';
import { e2eConfig, workspaceRoot } from '../../../tools/playwright/config.ts';

const shared = e2eConfig({
  project: 'rider-web',
  testDir: import.meta.dirname,
  baseURL: 'http://127.0.0.1:4173',
  // The dev API with a fresh in-memory database (seeded personas, nothing kept between runs) in dev
  // mode, whose outbox (GET /__dev/outbox) stands in for the reset e-mails;
  // then the production build (built by the `e2e` target's dependency on `build`) on its preview
  // server, which proxies /api and /auth to the API.
  webServer: [
    {
      // @velo/source: the dev API runs the workspace libs it imports (@velo/leasing) from their sources.
      command:
        'node_modules/.bin/tsx --conditions=@velo/source tools/dev-api/src/main.ts --memory --dev',
      cwd: workspaceRoot,
      url: 'http://127.0.0.1:4300/__health',
      reuseExistingServer: !process.env['CI'],
      // PGlite boots PostgreSQL in WebAssembly and the seed hashes the personas' passwords.
      timeout: 180_000,
    },
    {
      command: 'node_modules/.bin/vite preview --config apps/rider-web/vite.config.ts',
      cwd: workspaceRoot,
      url: 'http://127.0.0.1:4173/rider/',
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});

/**
 * The lease journey's files (issue 13) move the same seeded personas forward and put them back with
 * one dev-API reset: they run one at a time, in a project of their own, while the other files share
 * the second worker. The rental's files (issue 14) share that seeded database and run there too.
 * The fleet manager's files (issue 15, fleet-*.spec.ts) change Acme's employees, requests and sites
 * while the dashboard's compare the screen with the API's figures: they run there too, one at a time.
 */
const leaseJourneyFiles =
  /(^|[\\/])(lease|journey|onboarding|rent|net-cost|visual-net-cost|visual-lease|visual-onboarding|profile|visual-profile|visual-rent|incidents|visual-incidents|fleet-[a-z-]+|visual-fleet-[a-z-]+)\.spec\.ts$/;
const [browser] = shared.projects ?? [];

export default defineConfig({
  ...shared,
  projects: [
    { ...browser, testIgnore: leaseJourneyFiles },
    { ...browser, name: 'chromium-lease-journey', testMatch: leaseJourneyFiles, workers: 1 },
  ],
  // Screen baselines (visual.spec.ts) are per platform: made on Linux with Debian's Chromium and the
  // self-hosted Inter font, and compared on the same.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  expect: {
    ...shared.expect,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // As the design-system baselines: a colour nudged by a few levels fails, a handful of
      // anti-aliased pixels does not.
      threshold: 0.02,
      maxDiffPixels: 30,
    },
  },
  // The browser speaks French, the product's language (spec section 1); tests that need English
  // choose it the way a rider does.
  use: { ...shared.use, locale: 'fr-FR' },
});
