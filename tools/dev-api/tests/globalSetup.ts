/**
 * Once before this project's test files: the seeded snapshot their in-memory dev APIs restore
 * (src/seedSnapshot.ts), unless the run that started Vitest (`npm test`) made one already. Made by
 * the same command `npm test` runs, in a child process: a global setup does not resolve the
 * workspace's sources the way the test files do.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const variable = 'DEV_API_SEED_SNAPSHOT';
const workspaceRoot = join(import.meta.dirname, '../../..');

export default function setup(): (() => void) | undefined {
  if (process.env[variable]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'velo-seed-'));
  const file = join(dir, 'seeded.tar');
  execFileSync(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['--conditions=@velo/source', 'tools/dev-api/src/seedSnapshotMain.ts', file],
    { cwd: workspaceRoot, stdio: 'inherit' },
  );
  // The test files run in child processes, which inherit the variable.
  process.env[variable] = file;
  return () => {
    delete process.env[variable];
    rmSync(dir, { recursive: true, force: true });
  };
}
