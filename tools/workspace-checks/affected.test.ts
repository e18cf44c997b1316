/**
 * `npm run test:affected` runs only what a change affects (Nx's project graph, with the e2e targets'
 * real inputs: the app and every lib it bundles, the dev API, the contract). These cases prove the
 * selection is sound and narrow: a change to one feature library reaches that library and the rider
 * app, whose e2e suite it is bundled in, but not the design-system docs' suite; a change to the
 * design system reaches both suites; the dev API and the contract reach the rider app's suite.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

function affected(file: string, withTarget?: string): string[] {
  const output = execFileSync(
    join(workspaceRoot, 'node_modules/.bin/nx'),
    [
      'show',
      'projects',
      '--affected',
      `--files=${file}`,
      ...(withTarget ? [`--with-target=${withTarget}`] : []),
      '--json',
    ],
    {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  return (JSON.parse(output) as string[]).sort();
}

describe('what a change affects (npm run test:affected)', () => {
  it('a feature library: its own checks and the rider app, not another feature, not the docs app', () => {
    expect(affected('libs/features/home/src/index.ts')).toEqual([
      '@velo/feature-home',
      '@velo/rider-web',
    ]);
    expect(affected('libs/features/home/src/index.ts', 'e2e')).toEqual(['@velo/rider-web']);
  });

  it('the design system: both e2e suites', () => {
    expect(affected('libs/ui/src/components/Button/Button.tsx', 'e2e')).toEqual([
      '@velo/design-system-docs',
      '@velo/rider-web',
    ]);
  });

  it('the dev API and the contract: the rider app’s e2e suite, which runs against them', () => {
    expect(affected('tools/dev-api/src/seed.ts', 'e2e')).toEqual(['@velo/rider-web']);
    expect(affected('openapi/openapi.yaml', 'e2e')).toEqual(['@velo/rider-web']);
  });
}, 60_000);
