/**
 * The Playwright settings both apps share: Debian's Chromium, a JSON report that
 * `tools/scripts/test-all.mjs` adds up, and an HTML report for people.
 */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const workspaceRoot = join(import.meta.dirname, '../..');

export function e2eConfig(options: {
  project: string;
  baseURL: string;
  webServer: NonNullable<PlaywrightTestConfig['webServer']>;
  testDir: string;
}): PlaywrightTestConfig {
  const reports = join(workspaceRoot, 'reports/playwright', options.project);
  return {
    testDir: options.testDir,
    outputDir: join(reports, 'results'),
    fullyParallel: true,
    forbidOnly: Boolean(process.env['CI']),
    retries: 0,
    workers: 2,
    // Whole journeys, each screen checked with axe in both languages: a minute and a half each, so a
    // busy two-core machine is not mistaken for a failure (30 s cut a journey short in a full run).
    timeout: 90_000,
    // Two workers share two cores with the API (PGlite, scrypt at each sign-in) and the preview
    // server: a screen after a sign-in can take longer than Playwright's 5 s default to appear.
    expect: { timeout: 10_000 },
    reporter: [
      ['list'],
      ['json', { outputFile: join(reports, 'report.json') }],
      ['html', { open: 'never', outputFolder: join(reports, 'html') }],
    ],
    use: {
      baseURL: options.baseURL,
      // Working locally, a failed test keeps its trace: each action with the page's DOM before and
      // after it. Not the screencast: its frames cost the browser a sixth of the suite's time
      // (rider-web's rent and a11y files: 3.1 min with it, 2.7 without, on two cores). In CI the DOM
      // snapshots of every action of every test cost another twentieth, so a failure there keeps its
      // screenshot and Playwright's error context (the page's accessibility tree), and is replayed
      // with its trace by running the spec locally.
      trace: process.env['CI']
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: options.webServer,
  };
}
