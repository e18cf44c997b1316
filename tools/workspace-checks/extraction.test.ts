import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idsUsedInCode, productSourceFiles, projectDirs, workspaceRoot } from './extraction';

/**
 * The French catalogue, the source one (libs/i18n/messages/fr.json). A workspace check, not a test of
 * @velo/i18n: it reads the sources of every project, so as an input of one project's tests it would
 * make every change "affect" that project and everything that depends on it.
 */
const catalogue = JSON.parse(
  readFileSync(join(workspaceRoot, 'libs/i18n/messages/fr.json'), 'utf8'),
) as Record<string, { defaultMessage: string }>;
const namespaces = new Set(Object.keys(catalogue).map((id) => id.split('.')[0] ?? ''));

/**
 * Texts of the specification whose screens are not built yet. Each one is in both catalogues so
 * the screen can use it the day it lands; once code uses one, the last test reports it for removal.
 */
const awaiting = JSON.parse(
  readFileSync(join(workspaceRoot, 'libs/i18n/messages/awaiting-screens.json'), 'utf8'),
) as { ids: string[] };

describe('extraction check: ids in code against the catalogues', () => {
  const uses = idsUsedInCode(namespaces);
  const used = new Set(uses.map((u) => u.id));

  it('scans the product code of apps/ and libs/', () => {
    const files = productSourceFiles();
    expect(files.some((f) => f.includes('/libs/validation/src/messages.ts'))).toBe(true);
    expect(files.some((f) => f.includes('/apps/rider-web/src/'))).toBe(true);
    expect(files.some((f) => /\.test\.tsx?$/.test(f) || f.includes('/generated/'))).toBe(false);
  });

  it('scans every project with a package.json under apps/, libs/ and libs/features/', () => {
    const root = mkdtempSync(join(tmpdir(), 'velo-extraction-'));
    try {
      const file = (path: string, text = '') => {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      for (const project of ['apps/web', 'libs/ui', 'libs/features/sign-in', 'libs/billing']) {
        file(`${project}/package.json`, '{}');
        file(`${project}/src/index.ts`);
        file(`${project}/src/index.test.ts`);
        file(`${project}/src/generated/ids.ts`);
      }
      file('libs/not-a-project/src/index.ts');
      expect(projectDirs(root)).toEqual([
        'apps/web',
        'libs/billing',
        'libs/features/sign-in',
        'libs/ui',
      ]);
      expect(
        productSourceFiles(root)
          .map((f) => f.slice(root.length + 1))
          .sort(),
      ).toEqual([
        'apps/web/src/index.ts',
        'libs/billing/src/index.ts',
        'libs/features/sign-in/src/index.ts',
        'libs/ui/src/index.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('recognises ids given to the typed t, useFormatMessage()(…), typedMessage and validation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'velo-extraction-'));
    try {
      const path = join(dir, 'Screen.tsx');
      writeFileSync(
        path,
        [
          "const t = useFormatMessage(); t('maintenance.title');",
          "t(\n  'newArea.title', { count: 2 });",
          "useFormatMessage()('errors.default');",
          "const hint = typedMessage('auth.resetPassword.passwordHint', { min: 12 });",
          "t.message({ id: 'other.notice' });",
          "const rule = { tooShort: 'validation.password.tooShort' };",
          "const file = 'logo.svg'; const notAnId = t('Bonjour');",
        ].join('\n'),
      );
      expect(idsUsedInCode(namespaces, [path]).map((u) => u.id)).toEqual(
        expect.arrayContaining([
          'maintenance.title',
          'newArea.title',
          'errors.default',
          'auth.resetPassword.passwordHint',
          'other.notice',
          'validation.password.tooShort',
        ]),
      );
      const ids = idsUsedInCode(namespaces, [path]).map((u) => u.id);
      expect(ids).not.toContain('logo.svg');
      expect(ids).not.toContain('Bonjour');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds every id used in code in the catalogues', () => {
    const missing = uses.filter((u) => !(u.id in catalogue)).map((u) => `${u.id} (${u.file})`);
    expect(missing).toEqual([]);
  });

  it('finds every catalogue id used in code, or listed as awaiting its screen', () => {
    const listed = new Set(awaiting.ids);
    const unused = Object.keys(catalogue).filter((id) => !used.has(id) && !listed.has(id));
    expect(unused).toEqual([]);
  });

  it('keeps the awaiting list honest: only catalogue ids, each once', () => {
    expect(awaiting.ids.filter((id) => !(id in catalogue))).toEqual([]);
    expect(new Set(awaiting.ids).size).toBe(awaiting.ids.length);
    // A screen owned by another team starting to use an id must not turn their build red for a
    // list kept here: the stale entries are reported, and removed from the list by this lib's owners.
    const nowUsed = awaiting.ids.filter((id) => used.has(id));
    if (nowUsed.length > 0) {
      console.warn(
        `messages/awaiting-screens.json lists ids now used in code; remove them: ${nowUsed.join(', ')}`,
      );
    }
  });
});
