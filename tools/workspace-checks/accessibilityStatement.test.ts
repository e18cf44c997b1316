/**
 * The accessibility statement's figures (`tools/a11y/statement.ts`): how the end-to-end suite's axe
 * records become the rate, the status, the pages and the failing rules the page shows, and that the
 * committed file is one the script could have written.
 */
import { accessibilityAudit } from '@velo/site-config/accessibilityAudit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  auditFile,
  auditOf,
  auditText,
  figures,
  pageOf,
  scanningSpecFiles,
} from '../a11y/statement.ts';
import type { AxeScan, AxeTestRecord } from '../playwright/axe.ts';

const rules = (count: number, prefix = 'rule') =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

function scan(path: string, locale: string, passed: string[], violated: string[] = []): AxeScan {
  return {
    path,
    locale,
    passed,
    violations: violated.map((id) => ({ id, impact: 'serious', help: `${id} help`, nodes: 2 })),
  };
}

const record = (at: string, scans: AxeScan[]): AxeTestRecord => ({
  file: 'e2e/a11y.spec.ts',
  title: 'a test',
  at,
  scans,
});

describe('the statement figures', () => {
  it('counts a rule met only when no audited page violates it, rounded down', () => {
    const audit = auditOf([
      record('2026-11-27T10:00:00.000Z', [
        scan('/rider/login', 'fr', rules(30)),
        scan('/rider/login', 'en', rules(30)),
      ]),
      record('2026-11-28T09:00:00.000Z', [
        scan('/rider/bikes/42', 'fr', rules(28), ['rule-28', 'color-contrast']),
        scan('/rider/try-bike/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60', 'en', rules(2)),
      ]),
    ]);
    // 31 applicable (rule-0…29 and color-contrast), 2 of them violated somewhere.
    expect(audit.rules).toEqual({ applicable: 31, met: 29 });
    expect(audit.rate).toBe(93.5);
    expect(audit.status).toBe('partial');
    expect(audit.date).toBe('2026-11-28');
    expect(audit.scans).toBe(4);
    expect(audit.tests).toBe(2);
    expect(audit.pages).toEqual([
      { path: '/bikes/:id', locales: ['fr'] },
      { path: '/login', locales: ['en', 'fr'] },
      { path: '/try-bike/:id', locales: ['en'] },
    ]);
    expect(audit.nonConformities).toEqual([
      {
        rule: 'color-contrast',
        impact: 'serious',
        help: 'color-contrast help',
        pages: ['/bikes/:id'],
      },
      { rule: 'rule-28', impact: 'serious', help: 'rule-28 help', pages: ['/bikes/:id'] },
    ]);
  });

  it('says "non conforme" below half of the rules, and with nothing scanned', () => {
    const failing = auditOf([
      record('2026-11-28T09:00:00.000Z', [scan('/rider/', 'fr', rules(4), rules(6, 'broken'))]),
    ]);
    expect(failing.rate).toBe(40);
    expect(failing.status).toBe('none');
    expect(auditOf([]).status).toBe('none');
  });

  it('names pages below the app base, identifiers as :id, the rest as they are', () => {
    expect(pageOf('/rider')).toBe('/');
    expect(pageOf('/rider/')).toBe('/');
    expect(pageOf('/rider/join/acme/list')).toBe('/join/acme/list');
    expect(pageOf('/rider/sites/17/right/new')).toBe('/sites/:id/right/new');
    expect(pageOf('/rider/register/acme/VhsWUXfJMToAmI6wvOqgLRVdVRcxFKvQpVAlaVPYdqY')).toBe(
      '/register/acme/:token',
    );
    expect(pageOf('/rider/register/acme/acme-invite-2026')).toBe('/register/acme/acme-invite-2026');
  });

  it('a new run on another day with the same results changes no figure', () => {
    const scans = [scan('/rider/login', 'fr', rules(3))];
    const monday = auditOf([record('2026-11-23T09:00:00.000Z', scans)]);
    const tuesday = auditOf([record('2026-11-24T09:00:00.000Z', scans)]);
    expect(figures(monday)).toBe(figures(tuesday));
    const worse = auditOf([
      record('2026-11-24T09:00:00.000Z', [scan('/rider/login', 'fr', rules(2), ['rule-2'])]),
    ]);
    expect(figures(worse)).not.toBe(figures(monday));
  });

  it('the committed file is as the script writes it, its figures consistent', async () => {
    expect(readFileSync(auditFile, 'utf8')).toBe(await auditText(accessibilityAudit));
    const { applicable, met } = accessibilityAudit.rules;
    expect(accessibilityAudit.rate).toBe(Math.floor((met / applicable) * 1000) / 10);
    expect(accessibilityAudit.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The statement audits its own page, in both languages (a11y.spec.ts).
    expect(accessibilityAudit.pages).toContainEqual({
      path: '/accessibility',
      locales: ['en', 'fr'],
    });
    expect(scanningSpecFiles()).toContain('e2e/a11y.spec.ts');
  });
});
