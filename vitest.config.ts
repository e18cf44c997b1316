/**
 * Every unit and component suite of the workspace in one Vitest process (Vitest projects), for
 * `npm test`: Vitest boots once instead of once per Nx project. `npx nx test <project>` still runs
 * one project alone with its own vitest.config.ts, which is what `npm run test:affected` does.
 *
 * Each project's config (from `projectTestConfig`) is read as it is. Projects whose settings are the
 * same (environment, setup files, global setups, time-out) run as one Vitest project: one Vite server
 * transforms the design system, the data layer and the catalogues once for all of them, where one
 * server per project transformed them again for each (175 s of a 493 s run went to transforms).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfigFromFile, type PluginOption } from 'vite';
import {
  configDefaults,
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';
import { workspaceRoot } from './vitest.shared.ts';

/** Every folder of these that has a vitest.config.ts (tools/packages runs on its own, after the builds). */
const configFiles = ['apps', 'libs', 'libs/features', 'tools']
  .flatMap((parent) =>
    readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && `${parent}/${entry.name}` !== 'tools/packages')
      .map((entry) => `${parent}/${entry.name}/vitest.config.ts`),
  )
  .filter((file) => existsSync(join(workspaceRoot, file)))
  .sort();

const projects: ViteUserConfig[] = await Promise.all(
  configFiles.map(async (file) => {
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'test' },
      join(workspaceRoot, file),
      workspaceRoot,
      'silent',
    );
    if (!loaded) throw new Error(`cannot read ${file}`);
    return loaded.config as ViteUserConfig;
  }),
);

const absolute = (root: string, paths: string[] | string | undefined) =>
  [paths ?? []].flat().map((path) => (isAbsolute(path) ? path : resolve(root, path)));

/** What makes two projects' tests runnable by one Vite server and one set of settings. */
function settingsOf(project: ViteUserConfig) {
  const root = project.root ?? workspaceRoot;
  const test = project.test ?? {};
  return JSON.stringify({
    environment: test.environment,
    setupFiles: absolute(root, test.setupFiles),
    globalSetup: absolute(root, test.globalSetup),
    testTimeout: test.testTimeout,
    hookTimeout: test.hookTimeout,
  });
}

const groups = new Map<string, ViteUserConfig[]>();
for (const project of projects) {
  const key = settingsOf(project);
  groups.set(key, [...(groups.get(key) ?? []), project]);
}

/** One project alone as it is; several with the same settings merged, rooted at the workspace. */
function merged(members: ViteUserConfig[]): TestProjectInlineConfiguration {
  const [first] = members;
  if (!first) throw new Error('empty group');
  // Reporters are the workspace run's (below), not a project's.
  const { reporters: _reporters, ...firstTest } = first.test ?? {};
  if (members.length === 1) return { ...first, test: firstTest };
  const names = members.map((member) => String(member.test?.name));
  const plugins = new Map<string, PluginOption>();
  for (const member of members) {
    for (const plugin of ([member.plugins ?? []] as unknown[]).flat(Infinity) as Array<{
      name?: string;
    }>) {
      if (plugin?.name && !plugins.has(plugin.name))
        plugins.set(plugin.name, plugin as PluginOption);
    }
  }
  const root = first.root ?? workspaceRoot;
  return {
    ...first,
    root: workspaceRoot,
    plugins: [...plugins.values()],
    test: {
      ...firstTest,
      name: `${names.length} projects: ${names.join(', ')}`,
      include: members.flatMap((member) =>
        [member.test?.include ?? []]
          .flat()
          .map((pattern) => join(relative(workspaceRoot, member.root ?? workspaceRoot), pattern)),
      ),
      setupFiles: absolute(root, first.test?.setupFiles),
      globalSetup: absolute(root, first.test?.globalSetup),
    },
  };
}

/**
 * Test files that replace a module with `vi.mock`. Every other file runs without isolation: a worker
 * keeps its module cache from one file to the next (each file still gets a fresh jsdom), which halves
 * the run (318 s to 178 s on this two-core machine: the design system and react-aria are imported
 * once a worker, not once a file). A module mock needs a module cache of its own, or the real module
 * an earlier file imported is served instead, so these files run isolated, as every file did before.
 */
function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const mockingFiles = ['apps', 'libs', 'tools']
  .flatMap((parent) => testFilesUnder(join(workspaceRoot, parent)))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));

/** A project split in two: its files run in a shared module cache, those that mock run isolated. */
function splitByIsolation(
  project: TestProjectInlineConfiguration,
  memberRoots: string[],
): TestProjectInlineConfiguration[] {
  const root = project.root ?? workspaceRoot;
  const test = project.test ?? {};
  const mocking = mockingFiles
    .filter((file) => memberRoots.some((memberRoot) => file.startsWith(`${memberRoot}/`)))
    .map((file) => relative(root, file));
  const shared: TestProjectInlineConfiguration = {
    ...project,
    test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
  };
  if (mocking.length === 0) return [shared];
  return [
    shared,
    { ...project, test: { ...test, name: `${test.name} (isolated)`, include: mocking } },
  ];
}

export default defineConfig({
  test: {
    projects: [...groups.values()].flatMap((members) =>
      splitByIsolation(
        merged(members),
        members.map((member) => member.root ?? workspaceRoot),
      ),
    ),
    // Threads start faster than child processes, and nothing here needs a process of its own.
    pool: 'threads',
    // Two cores: two test workers (Vitest's default leaves one core to the main process, whose
    // Vite servers then sit idle between transforms).
    maxWorkers: 2,
    // The run of the dev API's suite on a PostgreSQL server (VELO_TEST_POSTGRES=1, `npm test`'s own
    // step) keeps its own report, so both runs' counts add up in the closing line.
    reporters: [
      'default',
      [
        'json',
        {
          outputFile: join(
            workspaceRoot,
            process.env['VELO_TEST_POSTGRES'] === '1'
              ? 'reports/vitest/dev-api.postgres.json'
              : 'reports/vitest/workspace.json',
          ),
        },
      ],
    ],
  },
});
