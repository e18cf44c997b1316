/**
 * Issue 16: each published lib packs into something every consumer resolution can use. publint checks
 * the manifest against the packed files; attw (`--pack`, ESM-only profile: the libs ship ES modules
 * only) resolves every entry's types and JavaScript as node16/nodenext ESM and bundler would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPublishedLibs, publishedLibs, run, workspaceRoot } from './published.ts';

const bin = (tool: string) => join(workspaceRoot, 'node_modules/.bin', tool);

beforeAll(() => buildPublishedLibs(), 600_000);

describe.each(publishedLibs)('$name', (lib) => {
  const dir = join(workspaceRoot, 'libs', lib.dir);

  it('passes publint (strict: warnings fail too)', () => {
    const result = run(bin('publint'), ['--strict'], dir);
    expect(result.output).toContain('All good!');
    expect(result.status, result.output).toBe(0);
  });

  it('has types every ESM resolution finds (attw --pack)', () => {
    const exclude =
      lib.untypedEntries.length > 0 ? ['--exclude-entrypoints', ...lib.untypedEntries] : [];
    const result = run(
      bin('attw'),
      ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped', ...exclude],
      dir,
    );
    expect(result.status, result.output).toBe(0);
  });
});

describe('the READMEs', () => {
  // Their minimal examples are the consumer test's fixture files, word for word, so they keep running.
  it.each([
    ['api-sdk', 'node/signIn.ts'],
    ['ui', 'src/App.tsx'],
  ])('libs/%s/README.md shows consumer-fixture/%s as written', (lib, example) => {
    const readme = readFileSync(join(workspaceRoot, 'libs', lib, 'README.md'), 'utf8');
    const source = readFileSync(join(import.meta.dirname, 'consumer-fixture', example), 'utf8');
    expect(readme).toContain(source);
  });
});
