/**
 * The libs another company's front end installs (issue 16), in dependency order, and their build.
 * Shared by the package checks and the consumer test.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '../..');

/** Folder under libs/ and the entries attw cannot type (stylesheets, vanilla-extract sources, docs). */
export const publishedLibs = [
  { dir: 'i18n', name: '@velo/i18n', untypedEntries: [] },
  { dir: 'notifications', name: '@velo/notifications', untypedEntries: [] },
  { dir: 'validation', name: '@velo/validation', untypedEntries: [] },
  { dir: 'api-sdk', name: '@velo/api-sdk', untypedEntries: [] },
  {
    dir: 'ui',
    name: '@velo/ui',
    // `./docs` is the docs app's source-only entry; `./vars` and `./recipes` are vanilla-extract
    // source for consumers who compile it; the two stylesheets have no types by nature.
    untypedEntries: ['./styles.css', './fonts.css', './vars', './recipes', './docs'],
  },
] as const;

export function run(
  command: string,
  args: string[],
  cwd = workspaceRoot,
  env: NodeJS.ProcessEnv = {},
) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: result.status,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

/** Builds the published libs (Nx cache: a no-op when nothing changed). */
export function buildPublishedLibs() {
  const result = run(join(workspaceRoot, 'node_modules/.bin/nx'), [
    'run-many',
    '-t',
    'build',
    '-p',
    ...publishedLibs.map((lib) => lib.name),
    '--output-style=static',
    '--parallel=2',
  ]);
  if (result.status !== 0) throw new Error(`build of the published libs failed:\n${result.output}`);
}
