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
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfigFromFile, type PluginOption } from 'vite';
import {
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

export default defineConfig({
  test: {
    projects: [...groups.values()].map(merged),
    // Two cores: two test workers (Vitest's default leaves one core to the main process, whose
    // Vite servers then sit idle between transforms).
    maxWorkers: 2,
    reporters: [
      'default',
      ['json', { outputFile: join(workspaceRoot, 'reports/vitest/workspace.json') }],
    ],
  },
});
