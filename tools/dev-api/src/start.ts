/**
 * Opens the database, applies the migrations, seeds the demo data once and starts listening.
 * Used by `src/main.ts` (npm start, e2e) and by the tests (in memory, random port).
 *
 * Where the data lives: a PGlite folder (`dataDir`), a PostgreSQL server's database (`databaseUrl`),
 * both kept across restarts; or neither, "in memory": throwaway databases (throwawayDatabases.ts),
 * PGlite's or, in a test run on a server or with `throwawayServerUrl`, copies of a seeded template
 * database on a PostgreSQL server.
 */
import { createServer as createNetServer } from 'node:net';
import type { Settings } from './context.ts';
import { Contract, bundledDocumentPath } from './contract.ts';
import { databasePerRequest } from './databases.ts';
import { openDatabase, type Database } from './db.ts';
import { migrateAndSeed, type SeedOptions } from './seedAll.ts';
import type { FaultState } from './faults.ts';
import { openServerDatabase } from './postgresServer.ts';
import { createServer, type DevApi, type ServerOptions } from './server.ts';
import { openThrowawayDatabases } from './throwawayDatabases.ts';

export interface StartOptions {
  /** A folder for a persistent PGlite database; undefined (and no `databaseUrl`) is "in memory". */
  dataDir?: string;
  /**
   * A PostgreSQL server's database (VELO_DATABASE_URL), used like a data folder: migrated and
   * seeded once, kept across restarts. Not with `dataDir`.
   */
  databaseUrl?: string;
  /**
   * In memory only: make the throwaway databases on this PostgreSQL server (a seeded template and a
   * copy per database, all dropped at close) instead of in PGlite (`--memory` with VELO_DATABASE_URL).
   */
  throwawayServerUrl?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  dev?: boolean;
  faults?: FaultState;
  validateResponses?: boolean;
  /** Fastify's logger: on, off, or options (a test captures the log through `stream`). */
  logger?: boolean | { level?: string; stream: { write(line: string): void } };
  settings?: Partial<Settings>;
  contractPath?: string;
  onResponse?: ServerOptions['onResponse'];
  /**
   * In memory only: this many copies of the seeded database, chosen per request by the
   * `x-velo-test-database` header (databases.ts), one per end-to-end worker. Default 1. On a
   * server, each is a database of its own made from the seeded template.
   */
  databases?: number;
  /**
   * Seeds beyond the demo data (VELO_SEED_LARGE's Grand Groupe), once per database, whatever the
   * database: a folder, a server's, or each in-memory one.
   */
  seed?: SeedOptions;
}

export interface RunningDevApi extends DevApi {
  db: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * Fails fast when the port is taken: most likely another dev API is running, and two PGlite instances
 * must never open the same database folder.
 */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${host}:${port} is already in use (is another dev API running?)`)
          : error,
      ),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export async function startDevApi(options: StartOptions = {}): Promise<RunningDevApi> {
  const contract = Contract.load(options.contractPath ?? bundledDocumentPath);
  const host = options.host ?? '127.0.0.1';
  if (options.port) await assertPortFree(host, options.port);
  const count = options.databases ?? 1;
  const kept = options.dataDir !== undefined || options.databaseUrl !== undefined;
  if (options.dataDir !== undefined && options.databaseUrl !== undefined) {
    throw new Error('a database folder or a PostgreSQL server, not both');
  }
  if (kept && (count > 1 || options.throwawayServerUrl !== undefined)) {
    throw new Error('several databases, or throwaway ones on a server, are for --memory only');
  }
  const databases: Database[] = kept
    ? [await openKept(options)]
    : await openThrowawayDatabases(count, {
        ...(options.throwawayServerUrl ? { serverUrl: options.throwawayServerUrl } : {}),
        ...(options.seed ? { seed: options.seed } : {}),
      });
  const [first] = databases as [Database, ...Database[]];
  try {
    const routed = count > 1 ? databasePerRequest(databases) : undefined;
    const db = routed?.db ?? first;
    const api = await createServer({
      db,
      contract,
      dev: options.dev ?? false,
      validateResponses: options.validateResponses ?? false,
      logger: options.logger ?? false,
      ...(options.faults ? { faults: options.faults } : {}),
      ...(options.settings ? { settings: options.settings } : {}),
      ...(options.onResponse ? { onResponse: options.onResponse } : {}),
      ...(routed ? { enterDatabase: routed.enter, databaseIndex: routed.index } : {}),
    });
    await api.app.listen({ host, port: options.port ?? 0 });
    const address = api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    return {
      ...api,
      db,
      url: `http://${host}:${port}`,
      async close() {
        await api.app.close();
        await db.close();
      },
    };
  } catch (error) {
    await Promise.all(databases.map((database) => database.close()));
    throw error;
  }
}

/** The folder's or the server's database, migrated and seeded once (each seed is recorded). */
async function openKept(options: StartOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const db = openServerDatabase(options.databaseUrl);
    try {
      // Two dev APIs starting on one database: the second waits, then finds everything done.
      await db.exclusively(() => migrateAndSeed(db, options.seed));
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  const db = await openDatabase(options.dataDir);
  try {
    await migrateAndSeed(db, options.seed);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
