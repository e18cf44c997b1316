import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { projectTestConfig, workspaceRoot } from '../../vitest.shared.ts';

const config = projectTestConfig(import.meta.dirname, {
  environment: 'node',
  // Each test file boots PGlite (PostgreSQL compiled to WebAssembly), which takes a few seconds on
  // a shared machine: hence the longer time-out.
  testTimeout: 60_000,
  // Seeds one database that every test file's in-memory dev API starts from: PGlite's snapshot, or
  // with VELO_TEST_POSTGRES=1 a template database on a throwaway PostgreSQL server
  // (src/throwawayDatabases.ts).
  globalSetup: ['tests/globalSetup.ts'],
});
// The test runs' password cost (src/passwords.ts), as `npm test` sets it, for a file run alone.
if (config.test) config.test.env = { VELO_PASSWORD_HASH_COST: 'test' };

// `npm run test:postgres` keeps its own report: reports/vitest/@velo/dev-api.json stays the PGlite
// run's, the output Nx caches for `test`.
if (process.env['VELO_TEST_POSTGRES'] === '1' && config.test) {
  config.test.reporters = [
    'default',
    ['json', { outputFile: join(workspaceRoot, 'reports/vitest/@velo/dev-api.postgres.json') }],
  ];
}

export default defineConfig(config);
