/**
 * Opens the database, applies the migrations, seeds the demo data once and starts listening.
 * Used by `src/main.ts` (npm start, e2e) and by the tests (in memory, random port).
 */
import { createServer as createNetServer } from 'node:net';
import type { Settings } from './context.ts';
import { Contract, bundledDocumentPath } from './contract.ts';
import type { PGlite } from '@electric-sql/pglite';
import { databasePerRequest } from './databases.ts';
import { openDatabase, type Database } from './db.ts';
import { migrateAndSeed } from './seedAll.ts';
import type { FaultState } from './faults.ts';
import { seedSnapshotFromEnv } from './seedSnapshot.ts';
import { createServer, type DevApi, type ServerOptions } from './server.ts';

export interface StartOptions {
  /** A folder for a persistent database; undefined keeps it in memory. */
  dataDir?: string;
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
   * `x-velo-test-database` header (databases.ts), one per end-to-end worker. Default 1.
   */
  databases?: number;
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
  // An in-memory start inside a test run restores the run's seeded snapshot (seedSnapshot.ts).
  const snapshot = options.dataDir === undefined ? seedSnapshotFromEnv() : undefined;
  const first = await openDatabase(options.dataDir, snapshot);
  const databases: Database[] = [first];
  try {
    if (!snapshot) await migrateAndSeed(first);
    const count = options.databases ?? 1;
    if (count > 1) {
      if (options.dataDir !== undefined) throw new Error('several databases are for --memory only');
      // The others start as copies of the first, seeded one (a dump restores in about 2 s).
      const copy = snapshot ?? (await (first as PGlite).dumpDataDir('none'));
      for (let index = 1; index < count; index += 1) {
        databases.push(await openDatabase(undefined, copy));
      }
    }
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
      ...(routed ? { enterDatabase: routed.enter } : {}),
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
