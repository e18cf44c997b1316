/**
 * Shared Vitest settings for every project of the workspace.
 *
 * - Workspace packages resolve to their TypeScript sources through the `@velo/source` export
 *   condition, so a test never needs another project to be built first.
 * - A project run alone (`npx nx test <project>`) writes a JSON report to
 *   `reports/vitest/@velo/<project>.json`; the workspace run of `npm test` (root vitest.config.ts)
 *   writes `reports/vitest/workspace.json` instead. `tools/scripts/test-all.mjs` adds the reports up
 *   into the one `N passed, N failed` line CI reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export const workspaceRoot = import.meta.dirname;
export const sourceCondition = '@velo/source';

export interface ProjectTestOptions {
  /** `node` for framework-free code, `jsdom` for anything that renders. */
  environment: 'node' | 'jsdom';
  setupFiles?: string[];
  globalSetup?: string[];
  include?: string[];
  plugins?: ViteUserConfig['plugins'];
  testTimeout?: number;
}

/** The project's package name (its Nx project name), e.g. `@velo/feature-home` for libs/features/home. */
function projectName(projectDir: string): string {
  const manifest = join(projectDir, 'package.json');
  if (existsSync(manifest)) {
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) return name;
  }
  return `@velo/${basename(projectDir)}`;
}

export function projectTestConfig(projectDir: string, options: ProjectTestOptions): ViteUserConfig {
  const name = projectName(projectDir);
  return {
    root: projectDir,
    plugins: options.plugins ?? [],
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      name,
      environment: options.environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      // A `beforeAll` starting a seeded server takes as long as a test: the same time-out.
      hookTimeout: options.testTimeout ?? 10_000,
      restoreMocks: true,
      unstubGlobals: true,
      reporters: [
        'default',
        [
          'json',
          {
            // reports/vitest/@velo/<project>.json: the `outputs` Nx declares for `test`
            // ({projectName}), so a cached run restores the report and the closing line counts it.
            outputFile: join(workspaceRoot, 'reports/vitest', `${name}.json`),
          },
        ],
      ],
    },
  };
}
