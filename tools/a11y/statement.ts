/**
 * The accessibility statement's figures (RGAA 4.1 format, `/accessibility` of the rider app), from
 * what the end-to-end suite's axe scans recorded (`tools/playwright/axe.ts` writes one file per test
 * under `reports/a11y/rider-web/`), so the published rate cannot drift from the checks:
 *
 * - `--write` turns the records into `libs/site-config/src/accessibilityAudit.json`, which the
 *   statement page imports, and its status into `accessibilityStatus.json` beside it, which every
 *   page's footer names (run it after a full `npx nx e2e @velo/rider-web`);
 * - `--check` fails when a claim of that committed file (status, rate, pages audited,
 *   non-conformities: `figures`) differs from the records.
 *   With no records at all (a fresh clone, no end-to-end run yet) there is nothing to compare and it
 *   passes; `npm test` runs it right after the end-to-end suites.
 *
 * Both refuse records that miss a spec file which scans pages: figures from one spec run alone
 * would describe a part of the app as the whole.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AccessibilityAudit } from '@velo/site-config/accessibilityAudit';
import type { AxeTestRecord } from '../playwright/axe.ts';

export const workspaceRoot = join(import.meta.dirname, '../..');
const appDir = join(workspaceRoot, 'apps/rider-web');
const recordsDir = join(workspaceRoot, 'reports/a11y/rider-web');
export const auditFile = join(workspaceRoot, 'libs/site-config/src/accessibilityAudit.json');
/** The status alone, which every page's footer names (libs/site-config/src/accessibilityStatus.ts). */
export const statusFile = join(workspaceRoot, 'libs/site-config/src/accessibilityStatus.json');

/** The app's base path, left out of the pages' addresses. */
const base = '/rider';

/**
 * The page of a scanned address: the app's base left out, record identifiers as `:id`, random
 * tickets and tokens as `:token`.
 */
export function pageOf(pathname: string): string {
  const path =
    pathname.startsWith(`${base}/`) || pathname === base ? pathname.slice(base.length) : pathname;
  const segments = path.split('/').map((segment) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    /^\d+$/.test(segment)
      ? ':id'
      : // A random ticket or token (a registration ticket: 43 base64url characters) differs at
        // each run: the page is the same.
        /^[A-Za-z0-9_-]{32,}$/.test(segment)
        ? ':token'
        : segment,
  );
  const joined = segments.join('/');
  return joined === '' ? '/' : joined;
}

/** The statement's figures from the tests' records. */
export function auditOf(records: AxeTestRecord[]): AccessibilityAudit {
  const scans = records.flatMap((record) => record.scans);
  const applicable = new Set<string>();
  const violated = new Map<string, { impact: string | null; help: string; pages: Set<string> }>();
  const pages = new Map<string, Set<string>>();
  for (const scan of scans) {
    const page = pageOf(scan.path);
    pages.set(page, (pages.get(page) ?? new Set()).add(scan.locale));
    for (const rule of scan.passed) applicable.add(rule);
    for (const violation of scan.violations) {
      applicable.add(violation.id);
      const entry = violated.get(violation.id) ?? {
        impact: violation.impact,
        help: violation.help,
        pages: new Set<string>(),
      };
      entry.pages.add(page);
      violated.set(violation.id, entry);
    }
  }
  const met = applicable.size - violated.size;
  const rate = applicable.size === 0 ? 0 : Math.floor((met / applicable.size) * 1000) / 10;
  const dates = records.map((record) => record.at.slice(0, 10)).sort();
  return {
    date: dates.at(-1) ?? '',
    status: applicable.size > 0 && rate >= 50 ? 'partial' : 'none',
    rate,
    rules: { applicable: applicable.size, met },
    scans: scans.length,
    tests: records.length,
    pages: [...pages]
      .map(([path, locales]) => ({ path, locales: [...locales].sort() }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    nonConformities: [...violated]
      .map(([rule, entry]) => ({
        rule,
        impact: entry.impact,
        help: entry.help,
        pages: [...entry.pages].sort(),
      }))
      .sort((a, b) => a.rule.localeCompare(b.rule)),
  };
}

/** The spec files of the rider app that scan pages with axe. */
export function scanningSpecFiles(): string[] {
  const e2e = join(appDir, 'e2e');
  return readdirSync(e2e)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => readFileSync(join(e2e, name), 'utf8').includes('expectNoAxeViolations('))
    .map((name) => `e2e/${name}`)
    .sort();
}

export function readRecords(): AxeTestRecord[] {
  if (!existsSync(recordsDir)) return [];
  return (
    readdirSync(recordsDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(recordsDir, name), 'utf8')) as AxeTestRecord)
      // A spec file deleted since leaves its records behind: not part of the app any more.
      .filter((record) => existsSync(join(appDir, record.file)))
  );
}

/** A committed JSON file's text, formatted as Prettier leaves it. */
async function jsonText(file: string, value: unknown): Promise<string> {
  const options = await resolveConfig(file);
  return format(JSON.stringify(value), { ...options, filepath: file });
}

/** The committed file's text for an audit. */
export const auditText = (audit: AccessibilityAudit) => jsonText(auditFile, audit);

/** The status file's text for an audit. */
export const statusText = (audit: AccessibilityAudit) =>
  jsonText(statusFile, { status: audit.status });

/**
 * What the statement claims, which a run must not contradict: the status, the rate, the pages
 * audited (each in its languages) and the non-conformities. Not the date (a new run on another day
 * changes no claim), nor how many scans, tests and applicable rules the run counted: those follow
 * the suite's own growth and the data a screen shows (a rule that applies to a table applies only
 * when the table has rows), and `--write` records them with the rest.
 */
export function figures(audit: AccessibilityAudit): string {
  const { status, rate, pages, nonConformities } = audit;
  return JSON.stringify({ status, rate, pages, nonConformities }, null, 2);
}

async function main(mode: string | undefined) {
  if (mode !== '--write' && mode !== '--check') {
    console.error('usage: tsx tools/a11y/statement.ts --write | --check');
    return 2;
  }
  const records = readRecords();
  if (records.length === 0) {
    if (mode === '--check') {
      console.log(
        'accessibility statement: no axe results recorded (no end-to-end run yet), nothing to compare',
      );
      return 0;
    }
    console.error(
      'no axe results in reports/a11y/rider-web: run `npx nx e2e @velo/rider-web` first',
    );
    return 1;
  }
  const recorded = new Set(records.map((record) => record.file));
  const missing = scanningSpecFiles().filter((file) => !recorded.has(file));
  if (missing.length > 0) {
    console.error(
      `the axe results miss ${missing.join(', ')}: run the whole rider-web end-to-end suite, then this again`,
    );
    return 1;
  }
  const audit = auditOf(records);
  if (mode === '--write') {
    writeFileSync(auditFile, await auditText(audit));
    writeFileSync(statusFile, await statusText(audit));
    console.log(
      `accessibility statement: ${audit.rate} % of ${audit.rules.applicable} rules, ${audit.pages.length} pages, ${audit.nonConformities.length} non-conformities (${audit.date})`,
    );
    return 0;
  }
  const committed = JSON.parse(readFileSync(auditFile, 'utf8')) as AccessibilityAudit;
  if (figures(committed) !== figures(audit)) {
    console.error(
      `${auditFile.replace(`${workspaceRoot}/`, '')} differs from the last end-to-end run's axe results.\n` +
        `committed: ${figures(committed)}\nrecorded: ${figures(audit)}\n` +
        'Run `node_modules/.bin/tsx tools/a11y/statement.ts --write` and commit the file.',
    );
    return 1;
  }
  console.log(
    `accessibility statement: the committed figures match the last run (${audit.rate} %)`,
  );
  return 0;
}

if (process.argv[1] === import.meta.filename) process.exitCode = await main(process.argv[2]);
