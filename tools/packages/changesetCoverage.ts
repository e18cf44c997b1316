/**
 * Which published libs changed since a release without a changeset naming them. `changeset status`
 * alone fails only when a change comes with no changeset at all: one pending changeset for
 * `@velo/i18n` would let an unannounced `@velo/ui` change through. This check is per lib.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedLibs, run } from './published.ts';

/** The files of a lib whose change is a change of the published package (.changeset/config.json). */
function isPublishedFile(pathInLib: string): boolean {
  return (
    pathInLib === 'package.json' || pathInLib.startsWith('src/') || pathInLib.startsWith('vite/')
  );
}

/** Libs with a published file changed between `since` and the working tree. */
export function changedLibs(cwd: string, since: string): string[] {
  const diff = run('git', ['diff', '--name-only', since, '--', 'libs/'], cwd);
  if (diff.status !== 0) throw new Error(`git diff failed: ${diff.output}`);
  const files = diff.stdout.split('\n').filter(Boolean);
  return publishedLibs
    .filter((lib) =>
      files.some(
        (file) =>
          file.startsWith(`libs/${lib.dir}/`) &&
          isPublishedFile(file.slice(`libs/${lib.dir}/`.length)),
      ),
    )
    .map((lib) => lib.name);
}

/** Package names the pending changesets (.changeset/*.md but its README) announce. */
export function announcedLibs(cwd: string): string[] {
  const folder = join(cwd, '.changeset');
  const names = new Set<string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const text = readFileSync(join(folder, file), 'utf8');
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    for (const line of frontMatter.split('\n')) {
      const name = /^\s*['"]?(@?[^'":\s]+)['"]?\s*:\s*(patch|minor|major)\s*$/.exec(line)?.[1];
      if (name) names.add(name);
    }
  }
  return [...names];
}

export function libsMissingChangeset(cwd: string, since: string): string[] {
  const announced = new Set(announcedLibs(cwd));
  return changedLibs(cwd, since).filter((name) => !announced.has(name));
}
