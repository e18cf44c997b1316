/**
 * The rider's rentals (issue 14, contract openapi/paths/rentals.yaml): a rental is a lease request
 * whose bike was delivered (`active`) or whose lease has ended. Everything the rider reads about it
 * is computed here for today with @velo/leasing — the dated schedule and the next direct debit, the
 * revision plan, the end-of-lease window, options and outcome, the extension, early return and early
 * buyout, the bank details' retention — from the facts the database keeps (migration 009), so the
 * screen, the API and the tests agree. No rule is written twice.
 */
import {
  bankDetailsDeletionDate,
  earlyBuyout,
  earlyReturn,
  endOfLeaseOptions,
  endOfLeaseOutcome,
  endOfLeaseWindow,
  extensionDates,
  leaseEndDate,
  leaseMonthOn,
  monthlyRent,
  nextDirectDebit,
  parisDate,
  rentalSchedule,
  revisionPlan,
  EXTENSION_MONTHS,
  LEASE_DURATION_MONTHS,
} from '@velo/leasing';
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { forbidden, notFound } from './errors.ts';
import { leaseRequestBody } from './leaseRequests.ts';
import { iso, rentalFacts, rentalInput, type RentalFacts } from './rentalFacts.ts';
import { toClock, toMinutes } from './stores/time.ts';

export type RentalStatus = 'active' | 'extended' | 'ended';

/** The lease statuses of a rental: delivered and running, or over. */
const rentalStatuses = `l.status in ('active', 'ended') and l.delivered_at is not null`;

/**
 * Rental `id` of `user`: 403 when it is another rider's request or none (access before existence,
 * as for lease requests); 404 when it is the rider's own request whose bike is not delivered yet.
 */
export async function ownRentalId(db: Queryable, user: SessionUser, id: number): Promise<number> {
  const { rows } = await db.query<{ user_id: number | null; rental: boolean }>(
    `select l.user_id, (${rentalStatuses}) as rental from leases l
      where l.id = $1 and l.proposition_id is not null`,
    [id],
  );
  const row = rows[0];
  if (!row || row.user_id !== user.id) throw forbidden();
  if (!row.rental) throw notFound('rental');
  return id;
}

/**
 * Where the rental stands today: `ended` once the lease ended; past month 36, `extended` when the
 * end led to the extension (chosen, or automatic without a choice or with an unpaid buyout, spec
 * section 4), `ended` when it led to a return or a paid buyout (its end date); `active` before.
 */
export function rentalStatus(
  facts: RentalFacts,
  today: string,
): { status: RentalStatus; endedOn: string | null } {
  if (facts.leaseStatus === 'ended') {
    return { status: 'ended', endedOn: facts.endedOn ?? leaseEndDate(facts.startedOn) };
  }
  const window = endOfLeaseWindow(facts.startedOn, today);
  if (today <= window.endsOn) return { status: 'active', endedOn: null };
  const { outcome } = endOfLeaseOutcome(facts.choice, facts.buyoutPaidAt !== null, today, window);
  return outcome === 'extend' || outcome === 'automatic-extension'
    ? { status: 'extended', endedOn: null }
    : { status: 'ended', endedOn: window.endsOn };
}

/**
 * The next direct debit: one of the 36 months, then, once they are all debited and the lease goes
 * on into its extension, one of the extension's 24 months at its reduced rent (months 37–60).
 */
function nextDebit(facts: RentalFacts, status: RentalStatus, extends_: boolean, today: string) {
  if (status === 'ended') return null;
  const during = nextDirectDebit(rentalInput(facts), today);
  if (during || !extends_) return during;
  const options = endOfLeaseOptions({
    bikePriceCents: facts.bikePriceCents,
    rentCents: facts.rentCents,
    policy: facts.policy,
  });
  const next = nextDirectDebit(
    {
      startedOn: extensionDates(facts.startedOn).startedOn,
      rentCents: options.extend.monthlyRentCents,
      policy: facts.policy,
      freeMonths: 0,
    },
    today,
  );
  return next && next.month <= EXTENSION_MONTHS
    ? { ...next, month: LEASE_DURATION_MONTHS + next.month }
    : null;
}

interface RevisionRow {
  number: number;
  store_name: string | null;
  day: string | null;
  starts_at: string | null;
  slot_minutes: number | null;
  done_on: string | null;
}

/** Bookings whose day has passed were done by the store that day (the dev API plays the store). */
export async function settlePastRevisions(db: Queryable, leaseId: number, today: string) {
  await db.query(
    `update rental_revisions set done_on = day
      where lease_id = $1 and done_on is null and cancelled_at is null and day < $2::date`,
    [leaseId, today],
  );
}

/** The revision rows of a rental (done and booked), by number. */
export async function revisionRows(db: Queryable, leaseId: number): Promise<RevisionRow[]> {
  const { rows } = await db.query<RevisionRow>(
    `select r.number, s.name as store_name, to_char(r.day, 'YYYY-MM-DD') as day,
            to_char(r.starts_at, 'HH24:MI') as starts_at, s.slot_minutes,
            to_char(r.done_on, 'YYYY-MM-DD') as done_on
       from rental_revisions r left join stores s on s.id = r.store_id
      where r.lease_id = $1 and r.cancelled_at is null order by r.number`,
    [leaseId],
  );
  return rows;
}

/** The plan of @velo/leasing with what the rows add: the day each was done, the booking. */
export function revisionsOf(facts: RentalFacts, rows: RevisionRow[], today: string) {
  const doneCount = rows.filter((row) => row.done_on !== null).length;
  return revisionPlan(facts.startedOn, doneCount, today).map((planned) => {
    const row = rows.find((candidate) => candidate.number === planned.number);
    const booked = row !== undefined && row.done_on === null && row.day !== null;
    return {
      number: planned.number,
      from: planned.from,
      dueBy: planned.dueBy,
      state: booked ? ('booked' as const) : planned.state,
      doneOn: row?.done_on ?? null,
      booking:
        booked && row.day !== null && row.starts_at !== null
          ? {
              storeName: row.store_name ?? '',
              on: row.day,
              startsAt: row.starts_at,
              endsAt: toClock(toMinutes(row.starts_at) + (row.slot_minutes ?? 60)),
            }
          : null,
    };
  });
}

/** The contract's `Rental` of rental `id` (the caller checked access), for `now`. */
export async function rentalBody(db: Queryable, id: number, now: Date) {
  const today = parisDate(now);
  // Spec section 9: the bank details due for deletion were purged at the start of the request
  // (rentalsBankDetails.ts `purgingBankDetailsFirst`), so `bankDetailsFacts` reads the purge's record.
  await settlePastRevisions(db, id, today);
  const facts = await rentalFacts(db, id);
  const lease = await leaseRequestBody(db, id, now);
  const { status, endedOn } = rentalStatus(facts, today);
  const window = endOfLeaseWindow(facts.startedOn, today);
  const options = endOfLeaseOptions({
    bikePriceCents: facts.bikePriceCents,
    rentCents: facts.rentCents,
    policy: facts.policy,
  });
  const outcome = endOfLeaseOutcome(facts.choice, facts.buyoutPaidAt !== null, today, window);
  const extends_ = outcome.outcome === 'extend' || outcome.outcome === 'automatic-extension';
  const extension =
    status === 'extended'
      ? {
          ...extensionDates(facts.startedOn),
          monthlyRentCents: options.extend.monthlyRentCents,
          riderMonthlyCents: options.extend.riderMonthlyCents,
        }
      : null;
  // The schedule and the month are read as of today, or as of the last day of a rental that has
  // ended; early return and buyout as of today (after the end, `after-end` says why not).
  const asOf = endedOn !== null && endedOn < today ? endedOn : today;
  const returnEarly = earlyReturn({ ...rentalInput(facts), today, situation: 'other' });
  const buyEarly = earlyBuyout({
    ...rentalInput(facts),
    today,
    bikePriceCents: facts.bikePriceCents,
    equipmentPriceCents: facts.equipmentPriceCents,
  });
  const breakdown = monthlyRent({
    bikePriceCents: facts.bikePriceCents,
    equipmentPriceCents: facts.equipmentPriceCents,
  });
  const revisions = revisionsOf(facts, await revisionRows(db, id), today);
  const { rows: requests } = await db.query<{
    kind: 'return' | 'buyout';
    situation: string;
    requested_at: string;
    cost_cents: number;
  }>(
    `select kind, situation, ${iso('requested_at')} as requested_at, cost_cents
       from rental_early_end_requests where lease_id = $1 and status = 'pending'`,
    [id],
  );
  const request = requests[0];
  const retention = await bankDetailsFacts(db, facts.userId, endedOn);
  return {
    id,
    status,
    bike: lease.bike,
    size: lease.size,
    store: lease.store,
    equipment: lease.equipment,
    delivery: lease.delivery,
    startedOn: facts.startedOn,
    endsOn: window.endsOn,
    month: leaseMonthOn(facts.startedOn, asOf),
    bikePriceCents: facts.bikePriceCents,
    monthlyRentCents: facts.rentCents,
    employerContributionCents: lease.employerContributionCents,
    riderContributionCents: lease.riderContributionCents,
    monthsOfFreeRent: facts.freeMonths,
    insuranceFranchiseCents: breakdown.insuranceFranchiseCents,
    insuranceMonthlyCents: breakdown.insuranceCents,
    schedule: rentalSchedule(rentalInput(facts), asOf),
    nextDirectDebit: nextDebit(facts, status, extends_, today),
    revisions,
    endOfLease: {
      opensOn: window.opensOn,
      decideBy: window.decideBy,
      buyoutPayBy: window.buyoutPayBy,
      endsOn: window.endsOn,
      state: status === 'ended' ? 'closed' : window.state,
      choice: facts.choice,
      chosenAt: facts.chosenAt,
      options: {
        buyoutPriceCents: options.buyout.priceCents,
        resellRatioPercent: options.buyout.resellRatioPercent,
        extensionMonths: options.extend.months,
        extensionMonthlyRentCents: options.extend.monthlyRentCents,
        extensionRiderMonthlyCents: options.extend.riderMonthlyCents,
        extensionReductionPercent: options.extend.reductionPercent,
      },
      withoutChoice: 'automatic-extension' as const,
      buyoutPaidAt: facts.buyoutPaidAt,
      outcome,
    },
    extension,
    earlyReturn: {
      allowed: returnEarly.allowed,
      free: returnEarly.free,
      costCents: returnEarly.costCents,
      reason: returnEarly.reason,
      freeFromOn: returnEarly.freeFromOn,
    },
    earlyBuyout: {
      allowed: buyEarly.allowed,
      priceCents: buyEarly.priceCents,
      reason: buyEarly.reason,
    },
    earlyRequest: request
      ? {
          kind: request.kind,
          situation: request.situation,
          requestedAt: request.requested_at,
          costCents: request.cost_cents,
        }
      : null,
    endedOn,
    ...retention,
  };
}

/**
 * Once a rental has ended: the day its bank details go (6 months after the end, spec section 9) while
 * they are kept, or the day they went.
 */
async function bankDetailsFacts(db: Queryable, userId: number, endedOn: string | null) {
  if (endedOn === null) return { bankDetailsKeptUntil: null, bankDetailsDeletedOn: null };
  const { rows } = await db.query<{ deleted_on: string }>(
    `select to_char(deleted_on, 'YYYY-MM-DD') as deleted_on from bank_details_purges where user_id = $1`,
    [userId],
  );
  const deletedOn = rows[0]?.deleted_on ?? null;
  return {
    bankDetailsKeptUntil: deletedOn === null ? bankDetailsDeletionDate(endedOn) : null,
    bankDetailsDeletedOn: deletedOn,
  };
}

/** The contract's `RentalSummary` list of `userId`'s rentals, newest first. */
export async function rentalSummaries(db: Queryable, userId: number, now: Date) {
  const today = parisDate(now);
  const { rows } = await db.query<{ id: number }>(
    `select l.id from leases l
      where l.user_id = $1 and l.proposition_id is not null and ${rentalStatuses}
      order by l.started_on desc, l.id desc limit 100`,
    [userId],
  );
  const summaries = [];
  for (const { id } of rows) {
    const facts = await rentalFacts(db, id);
    const lease = await leaseRequestBody(db, id, now);
    const { status } = rentalStatus(facts, today);
    summaries.push({
      id,
      status,
      bike: lease.bike,
      startedOn: facts.startedOn,
      endsOn:
        status === 'extended'
          ? extensionDates(facts.startedOn).endsOn
          : leaseEndDate(facts.startedOn),
    });
  }
  return summaries;
}
