/**
 * Opens the database, applies the migrations, seeds the demo data once and starts listening.
 * Used by `src/main.ts` (npm start, e2e) and by the tests (in memory, random port).
 */
import { createServer as createNetServer } from 'node:net';
import type { Settings } from './context.ts';
import { Contract, bundledDocumentPath } from './contract.ts';
import { migrate, openDatabase, type Database } from './db.ts';
import type { FaultState } from './faults.ts';
import { seedCatalogue } from './catalogueSeed.ts';
import { seedLeaseJourney } from './leaseJourneySeed.ts';
import { seedProposals } from './proposalsSeed.ts';
import { seedRentalPersonas } from './rentalsSeed.ts';
import { seed } from './seed.ts';
import { seedStores } from './stores/seed.ts';
import { seedOnboarding } from './onboardingSeed.ts';
import { seedAccount } from './accountSeed.ts';
import { seedSponsorship } from './sponsorshipSeed.ts';
import { seedIncidents } from './incidentsSeed.ts';
import { seedFleet } from './fleetSeed.ts';
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
  const db = await openDatabase(options.dataDir);
  try {
    await migrate(db);
    await seed(db);
    await seedStores(db);
    await seedCatalogue(db);
    await seedProposals(db);
    await seedLeaseJourney(db);
    await seedOnboarding(db);
    await seedAccount(db);
    await seedRentalPersonas(db);
    await seedSponsorship(db);
    await seedIncidents(db);
    // Last: it tops Acme up to its fleet figures, counting the riders the seeds above created.
    await seedFleet(db);
    const api = await createServer({
      db,
      contract,
      dev: options.dev ?? false,
      validateResponses: options.validateResponses ?? false,
      logger: options.logger ?? false,
      ...(options.faults ? { faults: options.faults } : {}),
      ...(options.settings ? { settings: options.settings } : {}),
      ...(options.onResponse ? { onResponse: options.onResponse } : {}),
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
    await db.close();
    throw error;
  }
}
