/**
 * The databases that live as long as the dev API that opened them: every in-memory start (each test
 * file's server, the end-to-end runs, `main.ts --memory`) gets its databases here, and a unit test
 * that needs an empty database (smsCodes.test.ts) its one. This is the one place that decides the
 * engine of a test:
 *
 * - VELO_TEST_DATABASE_URL set (`npm run test:postgres`, tests/globalSetup.ts): it names a seeded
 *   template database on a PostgreSQL server; each database is a copy of it (`CREATE DATABASE …
 *   TEMPLATE`, about 0.3 s), dropped when closed.
 * - `serverUrl` (`main.ts --memory` with VELO_DATABASE_URL): a template is migrated and seeded on
 *   that server now, then copied the same way; copies and template are dropped when closed.
 * - Otherwise PGlite in memory, restored from the run's seeded snapshot (DEV_API_SEED_SNAPSHOT,
 *   seedSnapshot.ts) or migrated and seeded, the others restored from a dump of the first.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from './db.ts';
import {
  createDatabase,
  databaseName,
  dropDatabase,
  dropTemplate,
  openCopyOf,
  openServerDatabase,
  throwawayName,
  withDatabase,
} from './postgresServer.ts';
import { asksForOptionalSeeds, migrateAndSeed, seedOptional, type SeedOptions } from './seedAll.ts';
import { seedSnapshotFromEnv, writeSeedTemplate } from './seedSnapshot.ts';

/** Set by tests/globalSetup.ts when the tests run on a PostgreSQL server: the seeded template. */
export const testDatabaseUrlVariable = 'VELO_TEST_DATABASE_URL';

export interface ThrowawayOptions {
  /** A PostgreSQL server to make them on, when not in a test run on one. */
  serverUrl?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Seeds beyond the demo data (VELO_SEED_LARGE), made once and copied with the rest where the
   * databases are copies of a first one; on a test run's template, in each copy.
   */
  seed?: SeedOptions;
}

/** The test run's template database on a server, when the tests run on one. */
export function testTemplateUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[testDatabaseUrlVariable] || undefined;
}

/** `count` seeded databases, each its own copy (databases.ts serves one per end-to-end worker). */
export async function openThrowawayDatabases(
  count: number,
  options: ThrowawayOptions = {},
): Promise<Database[]> {
  const template = testTemplateUrl(options.env);
  if (template) return copies(template, count, options.seed);
  if (options.serverUrl) return seededOnServer(options.serverUrl, count, options.seed);
  return inPglite(count, options.env, options.seed);
}

/** An empty database (no migration, no seed), dropped when closed on a server. */
export async function openEmptyDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const template = testTemplateUrl(env);
  if (!template) return openDatabase();
  const name = throwawayName('velo_empty');
  const url = await createDatabase(template, name);
  return openServerDatabase(url, { afterClose: () => dropDatabase(template, name) });
}

/** Opens one after the other; closes those opened if one fails. */
async function openEach(count: number, open: () => Promise<Database>): Promise<Database[]> {
  const databases: Database[] = [];
  try {
    for (let index = 0; index < count; index += 1) databases.push(await open());
    return databases;
  } catch (error) {
    await Promise.allSettled(databases.map((database) => database.close()));
    throw error;
  }
}

function copies(templateUrl: string, count: number, seed?: SeedOptions): Promise<Database[]> {
  const template = databaseName(templateUrl);
  return openEach(count, async () => {
    const copy = await openCopyOf(templateUrl, template, { prefix: 'velo_test' });
    try {
      await seedOptional(copy, seed);
    } catch (error) {
      await copy.close();
      throw error;
    }
    return copy;
  });
}

async function seededOnServer(
  serverUrl: string,
  count: number,
  seed?: SeedOptions,
): Promise<Database[]> {
  const template = throwawayName('velo_seed');
  const templateUrl = withDatabase(serverUrl, template);
  await writeSeedTemplate(templateUrl, seed);
  let opened = 0;
  try {
    return await openEach(count, () =>
      openCopyOf(templateUrl, template, {
        prefix: 'velo_memory',
        // The template goes with the first copy, which start.ts closes whatever the count.
        ...(opened++ === 0 ? { afterDrop: () => dropTemplate(serverUrl, template) } : {}),
      }),
    );
  } catch (error) {
    await dropTemplate(serverUrl, template).catch(() => undefined);
    throw error;
  }
}

async function inPglite(
  count: number,
  env?: NodeJS.ProcessEnv,
  seed?: SeedOptions,
): Promise<Database[]> {
  // Inside a test run: the run's seeded snapshot (seedSnapshot.ts).
  const snapshot = seedSnapshotFromEnv(env);
  const first = await openDatabase(undefined, snapshot);
  try {
    if (snapshot) await seedOptional(first, seed);
    else await migrateAndSeed(first, seed);
    if (count === 1) return [first];
    // The others start as copies of the first, seeded one (a dump restores in about 2 s).
    const copy =
      snapshot && !asksForOptionalSeeds(seed)
        ? snapshot
        : await (first as PGlite).dumpDataDir('none');
    const others = await openEach(count - 1, () => openDatabase(undefined, copy));
    return [first, ...others];
  } catch (error) {
    await first.close();
    throw error;
  }
}
