import type { Schemas } from '@velo/api-sdk';

/** The rental as GET /api/v2/rentals/{id} carries it (rent-design §2), from the generated SDK types. */
export type Rental = Schemas['Rental'];
export type RentalSummary = Schemas['RentalSummary'];
export type RentalStatus = Schemas['RentalStatus'];
export type RentalInstalment = Schemas['DatedInstalment'];
export type RentalRevision = Schemas['Revision'];
export type RevisionState = Schemas['RevisionState'];
export type RevisionSlot = Schemas['RevisionSlots']['slots'][number];
export type EndOfLeaseChoice = Schemas['EndOfLeaseChoice'];
export type EarlyEndKind = Schemas['EarlyEndKind'];
export type EarlyEndSituation = Schemas['EarlyEndSituation'];
