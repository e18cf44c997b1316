import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../..');

/** The rule sets every page is held to. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * One scan as the accessibility statement counts it (`tools/a11y/statement.ts`): the page (its path
 * below the app's base, without the query), its language, the rules that passed and those violated.
 */
export interface AxeScan {
  path: string;
  locale: string;
  passed: string[];
  violations: Array<{ id: string; impact: string | null; help: string; nodes: number }>;
}

/**
 * What one test scanned, in a file of its own: `reports/a11y/<app>/<test id>.json`. A test's first
 * scan starts its file again, so running one spec (or one test) replaces only its own record and
 * the statement script reads the latest scans of every test that ever ran in this checkout
 * (`npm test` starts from an empty `reports/`).
 */
export interface AxeTestRecord {
  /** The spec file, from the app's folder (`e2e/a11y.spec.ts`). */
  file: string;
  title: string;
  at: string;
  scans: AxeScan[];
}

/** This worker's records, by test id, with the attempt (retry, repeat) they belong to. */
const recorded = new Map<string, { attempt: string; record: AxeTestRecord }>();

function recordScan(scan: AxeScan) {
  const info = test.info();
  const appDir = dirname(info.project.testDir);
  const attempt = `${info.retry}/${info.repeatEachIndex}`;
  let entry = recorded.get(info.testId);
  // A test's first scan (or the first of a retry) starts its record again.
  if (entry?.attempt !== attempt) {
    entry = {
      attempt,
      record: {
        file: relative(appDir, info.file),
        title: info.titlePath.slice(1).join(' › '),
        at: new Date().toISOString(),
        scans: [],
      },
    };
    recorded.set(info.testId, entry);
  }
  entry.record.scans.push(scan);
  const file = join(workspaceRoot, 'reports/a11y', basename(appDir), `${info.testId}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(entry.record, null, 1)}\n`);
}

/** Fails the test on any axe violation, listing each rule, its impact and the offending nodes. */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Only violations are reported in full: axe otherwise builds a selector and an HTML excerpt for
  // every node that passed, a sixth of its time on a journey's pages (the same rules run).
  // axe.run() in the page itself ("legacy" mode): the default runs each frame apart and then opens a
  // blank page to merge the frames' results, and loads axe into it, on every scan. Neither app has
  // an iframe (axe.run would still reach a same-origin one). 36 scans of the onboarding and lease
  // files: 27 s, 62 s the other way.
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations, passes } = await builder.analyze();
  // Recorded before the verdict, so a failing scan is counted as well (the statement's figures).
  const scan: AxeScan = {
    path: new URL(page.url()).pathname,
    locale: (await page.locator('html').getAttribute('lang')) ?? '',
    passed: passes.map((rule) => rule.id).sort(),
    violations: violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.length,
    })),
  };
  recordScan(scan);
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
  );
  expect(readable, 'axe violations').toEqual([]);
}
