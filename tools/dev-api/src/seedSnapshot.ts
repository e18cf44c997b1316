/**
 * The seeded database of a test run, made once and restored by each in-memory dev API of that run.
 *
 * Migrating and seeding takes about 20 s on a two-core machine (the personas' passwords are hashed
 * with scrypt, slow on purpose); restoring PGlite's dump of the same data folder takes about 2 s. A
 * run of `npm test` starts some thirty in-memory dev APIs (one per test file of this project, the
 * end-to-end suites, the budget script, the consumer test), so it makes the snapshot once
 * (`tools/scripts/test-all.mjs`, or this project's `tests/globalSetup.ts` when its tests run alone)
 * and names the file in DEV_API_SEED_SNAPSHOT. The file lives for that run only: the seed writes
 * dates relative to today. Without the variable, every start migrates and seeds as before
 * (`npm start`, a persistent database, a test of the seed itself).
 *
 * On a PostgreSQL server the snapshot is a template database (`writeSeedTemplate`), which each test
 * server copies with `CREATE DATABASE … TEMPLATE` (throwawayDatabases.ts, VELO_TEST_DATABASE_URL).
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { pgliteExtensions } from './db.ts';
import {
  createDatabase,
  databaseName,
  dropDatabase,
  freezeAsTemplate,
  openServerDatabase,
} from './postgresServer.ts';
import { migrateAndSeed, type SeedOptions } from './seedAll.ts';

const seedSnapshotVariable = 'DEV_API_SEED_SNAPSHOT';

/** The run's snapshot, when DEV_API_SEED_SNAPSHOT names one (a missing file is an error, not a reseed). */
export function seedSnapshotFromEnv(env: NodeJS.ProcessEnv = process.env): Blob | undefined {
  const file = env[seedSnapshotVariable];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Migrates and seeds a new in-memory database and writes its data folder, uncompressed, to `file`. */
export async function writeSeedSnapshot(file: string): Promise<void> {
  const db = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateAndSeed(db);
    const dump = await db.dumpDataDir('none');
    // Written whole then renamed, so a reader never sees half a file.
    writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.part`, file);
  } finally {
    await db.close();
  }
}

/**
 * Creates the database `url` names on its server, migrates and seeds it (and the optional seeds
 * `seed` asks for, `main.ts --memory` with VELO_SEED_LARGE), and makes it a template nobody connects
 * to: the server's counterpart of the snapshot file.
 */
export async function writeSeedTemplate(url: string, seed?: SeedOptions): Promise<void> {
  const name = databaseName(url);
  await createDatabase(url, name);
  try {
    const db = openServerDatabase(url);
    try {
      await migrateAndSeed(db, seed);
    } finally {
      await db.close();
    }
    await freezeAsTemplate(url, name);
  } catch (error) {
    await dropDatabase(url, name);
    throw error;
  }
}
