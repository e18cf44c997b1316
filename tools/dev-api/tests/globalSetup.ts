/**
 * Once before this project's test files: the seeded database their in-memory dev APIs start from
 * (src/throwawayDatabases.ts). Made by the same command `npm test` runs, in a child process: a global
 * setup does not resolve the workspace's sources the way the test files do.
 *
 * - By default, PGlite: the seeded snapshot file (src/seedSnapshot.ts), unless the run that started
 *   Vitest (`npm test`) made one already (DEV_API_SEED_SNAPSHOT).
 * - With VELO_TEST_POSTGRES=1 (`npm run test:postgres`): a throwaway PostgreSQL 15 server
 *   (tools/scripts/throwaway-postgres.mjs) holding the seeded template database, named in
 *   VELO_TEST_DATABASE_URL; each test server works on a copy of it. The server is stopped and its
 *   folder deleted at the end. A run given VELO_TEST_DATABASE_URL already uses that template as is.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const snapshotVariable = 'DEV_API_SEED_SNAPSHOT';
const templateVariable = 'VELO_TEST_DATABASE_URL';
const workspaceRoot = join(import.meta.dirname, '../../..');

/** tools/scripts/throwaway-postgres.mjs, a script of the workspace rather than a project. */
interface ThrowawayPostgresModule {
  startThrowawayPostgres(): Promise<{ url: string; stop(): void }>;
}

function seed(target: string): void {
  execFileSync(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['--conditions=@velo/source', 'tools/dev-api/src/seedSnapshotMain.ts', target],
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
      // The personas' hashes at the test runs' cost (src/passwords.ts), as `npm test` makes them.
      env: { ...process.env, VELO_PASSWORD_HASH_COST: 'test' },
    },
  );
}

async function onPostgres(): Promise<(() => void) | undefined> {
  if (process.env[templateVariable]) return undefined;
  const script = pathToFileURL(join(workspaceRoot, 'tools/scripts/throwaway-postgres.mjs'));
  const { startThrowawayPostgres } = (await import(script.href)) as ThrowawayPostgresModule;
  const server = await startThrowawayPostgres();
  try {
    const template = server.url.replace(/\/postgres$/, '/velo_seeded');
    seed(template);
    // The test files run in child processes, which inherit the variable.
    process.env[templateVariable] = template;
  } catch (error) {
    server.stop();
    throw error;
  }
  return () => {
    delete process.env[templateVariable];
    server.stop();
  };
}

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env['VELO_TEST_POSTGRES'] === '1') return onPostgres();
  if (process.env[snapshotVariable]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'velo-seed-'));
  const file = join(dir, 'seeded.tar');
  seed(file);
  process.env[snapshotVariable] = file;
  return () => {
    delete process.env[snapshotVariable];
    rmSync(dir, { recursive: true, force: true });
  };
}
