/**
 * Issue 16: a change to a published lib needs a changeset. The baseline is the last release, i.e. the
 * last commit that wrote a published lib's CHANGELOG.md (`changeset version` writes them); since then,
 * every lib whose sources, `vite/` or manifest changed (`changedFilePatterns` in .changeset/config.json)
 * must be named by a changeset in .changeset/. `changeset status` runs too, but it fails only when no
 * changeset exists at all, so the per-lib rule is `libsMissingChangeset` (changesetCoverage.ts).
 */
import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libsMissingChangeset } from './changesetCoverage.ts';
import { run, workspaceRoot } from './published.ts';

const changeset = join(workspaceRoot, 'node_modules/.bin/changeset');
const git = (args: string[], cwd = workspaceRoot) => run('git', args, cwd);

function lastRelease(cwd = workspaceRoot): string {
  const result = git(['log', '-1', '--format=%H', '--', ':(glob)libs/*/CHANGELOG.md'], cwd);
  const commit = result.output.trim();
  if (result.status !== 0 || !/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(`no release commit found (a shallow clone?): ${result.output}`);
  }
  return commit;
}

describe('changesets', () => {
  it('every published lib changed since the last release has a changeset', () => {
    const since = lastRelease();
    const result = run(changeset, ['status', `--since=${since}`]);
    expect(result.status, result.output).toBe(0);
    expect(libsMissingChangeset(workspaceRoot, since)).toEqual([]);
  });

  describe('in a scratch clone', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'velo-changesets-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const commit = (message: string) =>
      git(
        ['-c', 'user.name=check', '-c', 'user.email=check@velo.test', 'commit', '-qam', message],
        scratch,
      );

    it('fails a lib change without a changeset and passes it with one', () => {
      // Only the manifests, the changeset folder and the file changed: a sparse clone takes a second.
      expect(git(['clone', '-q', '--shared', '--no-checkout', workspaceRoot, scratch]).status).toBe(
        0,
      );
      git(
        [
          'sparse-checkout',
          'set',
          '--no-cone',
          '/package.json',
          '/.changeset/',
          '**/package.json',
          '/libs/ui/src/components/Button/Button.tsx',
        ],
        scratch,
      );
      expect(git(['checkout', '-q', 'HEAD'], scratch).status).toBe(0);
      const release = lastRelease(scratch);
      const since = `--since=${release}`;
      // The branch's own pending changesets (one may name @velo/ui) leave the scratch: the check
      // starts from none, whatever is pending on main.
      const pending = readdirSync(join(scratch, '.changeset')).filter(
        (name) => name.endsWith('.md') && name !== 'README.md',
      );
      if (pending.length > 0) {
        git(['rm', '-q', ...pending.map((name) => `.changeset/${name}`)], scratch);
        commit('no pending changesets');
      }
      // Another lib's pending changeset must not cover this change.
      writeFileSync(
        join(scratch, '.changeset/other-lib.md'),
        `---\n'@velo/i18n': patch\n---\n\nAnother lib's change.\n`,
      );
      git(['add', '.changeset/other-lib.md'], scratch);

      appendFileSync(join(scratch, 'libs/ui/src/components/Button/Button.tsx'), '\n// changed\n');
      commit('a change to @velo/ui');
      expect(libsMissingChangeset(scratch, release)).toContain('@velo/ui');

      writeFileSync(
        join(scratch, '.changeset/button-comment.md'),
        `---\n'@velo/ui': patch\n---\n\nA comment.\n`,
      );
      git(['add', '.changeset/button-comment.md'], scratch);
      commit('its changeset');
      const named = run(changeset, ['status', since], scratch);
      expect(named.status, named.output).toBe(0);
      expect(libsMissingChangeset(scratch, release)).not.toContain('@velo/ui');
    });
  });
});
