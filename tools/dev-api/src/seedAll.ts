/**
 * The schema and every seed, in order: what a new database gets before it serves (start.ts) and what
 * a test run's snapshot holds (seedSnapshot.ts).
 */
import { migrate, type Database } from './db.ts';
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
import { seedEmailConfirmation } from './emailConfirmationSeed.ts';
import { seedAccountApprovals } from './accountApprovalsSeed.ts';

/** The schema, then the demo data; each seed runs once (a persistent database keeps what it has). */
export async function migrateAndSeed(db: Database): Promise<void> {
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
  // It tops Acme up to its fleet figures, counting the riders the seeds above created.
  await seedFleet(db);
  // After the fleet seed, so the one unconfirmed persona (issue 26) moves no other id or figure.
  await seedEmailConfirmation(db);
  // Last too: issue 27's accounts waiting at (or refused by) the group's subsidiaries, none at Acme.
  await seedAccountApprovals(db);
}
