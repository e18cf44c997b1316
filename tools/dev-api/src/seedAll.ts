/**
 * The schema and every seed, in order: what a new database gets before it serves (start.ts) and what
 * a test run's snapshot holds (seedSnapshot.ts).
 */
import { migrate, type Database } from './db.ts';
import { seedCatalogue } from './catalogueSeed.ts';
import { seedLeaseJourney } from './leaseJourneySeed.ts';
import { seedStoreModels } from './offerRequests.ts';
import { seedProposals } from './proposalsSeed.ts';
import { seedRentalPersonas } from './rentalsSeed.ts';
import { seed } from './seed.ts';
import { seedStores } from './stores/seed.ts';
import { seedOnboarding } from './onboardingSeed.ts';
import { seedAccount } from './accountSeed.ts';
import { seedSponsorship } from './sponsorshipSeed.ts';
import { seedIncidents } from './incidentsSeed.ts';
import { seedFleet } from './fleetSeed.ts';
import { seedEmailConfirmation } from './emailConfirmationSeed.ts';
import { seedAccountApprovals } from './accountApprovalsSeed.ts';
import { seedGroupChoice } from './groupChoiceSeed.ts';
import { seedLargeEmployer } from './largeEmployerSeed.ts';

/** The seeds a start may ask for on top of the demo data (none by default). */
export interface SeedOptions {
  /**
   * VELO_SEED_LARGE: Grand Groupe with this many employees (largeEmployerSeed.ts), once per
   * database; undefined seeds nothing more.
   */
  largeEmployees?: number | undefined;
  /** Told the optional seeds' lines (main.ts prints them). */
  log?: ((line: string) => void) | undefined;
}

/** Whether `options` asks for any seed beyond the demo data. */
export function asksForOptionalSeeds(options: SeedOptions = {}): boolean {
  return options.largeEmployees !== undefined;
}

/** The schema, then the demo data; each seed runs once (a persistent database keeps what it has). */
export async function migrateAndSeed(db: Database, options: SeedOptions = {}): Promise<void> {
  const applied = await migrate(db);
  await seed(db);
  await seedStores(db);
  await seedCatalogue(db);
  await seedStoreModels(db);
  await seedProposals(db);
  await seedLeaseJourney(db);
  await seedOnboarding(db);
  await seedAccount(db);
  await seedRentalPersonas(db);
  await seedSponsorship(db);
  await seedIncidents(db);
  // It tops Acme up to its fleet figures, counting the riders the seeds above created.
  await seedFleet(db);
  // After the fleet seed, so the one unconfirmed persona (issue 26) moves no other id or figure.
  await seedEmailConfirmation(db);
  // Then issue 27's accounts waiting at (or refused by) the group's subsidiaries, none at Acme.
  await seedAccountApprovals(db);
  // Last, issue 28's group rider who chooses her company: no other id or figure moves.
  await seedGroupChoice(db);
  // The planner's statistics, once the data is in: PGlite never gathers them by itself (no
  // autovacuum), and without them it reads a large company's employees list with nested loops that
  // grow with the square of its size (measured under load: a page of 200 of Acme's took 0.7 s
  // instead of 0.2 s, its count 0.66 s instead of 0.11 s). On a server autovacuum keeps them up to
  // date afterwards.
  if (applied.length > 0) await db.exec('analyze');
  await seedOptional(db, options);
}

/**
 * The seeds asked for in `options`, on a database that holds the demo data (a restored snapshot or
 * a copy of a seeded template, throwawayDatabases.ts): nothing when none is asked.
 */
export async function seedOptional(db: Database, options: SeedOptions = {}): Promise<void> {
  // Last, after every demo seed, so it moves no id or figure of theirs.
  if (options.largeEmployees !== undefined) {
    await seedLargeEmployer(db, options.largeEmployees, { log: options.log });
  }
}
