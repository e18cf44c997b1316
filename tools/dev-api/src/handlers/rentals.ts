/**
 * The rider's rentals (contract openapi/paths/rentals.yaml, issue 14, spec sections 3, 4 and 9):
 * read them with their schedule, next debit, revisions and end-of-lease options; choose the end of
 * the lease; ask to return or buy the bike early; book a revision at the rental's store; download the
 * service voucher; pay a chosen buyout through the provider's hosted page (../rentalsBuyout.ts).
 * Every figure and every refusal comes from @velo/leasing (../rentals.ts). Access as
 * for lease requests: another rider's id, or none, is a 403; the rider's own request whose bike is
 * not delivered yet is a 404.
 */
import {
  earlyBuyout,
  earlyReturn,
  endOfLeaseWindow,
  parisDate,
  type EarlyEndSituation,
  type EndOfLeaseChoice,
} from '@velo/leasing';
import { idParam, requireUser } from '../access.ts';
import { created, ok, type HandlerContext, type Handlers } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { leaseRequestBody } from '../leaseRequests.ts';
import { startPayment } from '../paymentProvider.ts';
import {
  ownRentalId,
  rentalBody,
  rentalStatus,
  rentalSummaries,
  revisionRows,
  revisionsOf,
  settlePastRevisions,
} from '../rentals.ts';
import { rentalFacts, rentalInput } from '../rentalFacts.ts';
import { buyoutPayable } from '../rentalsBuyout.ts';
import { bookRevisionSlot, revisionSlots } from '../rentalsRevisions.ts';
import { serviceVoucherFileName, serviceVoucherPdf } from '../rentalsVoucher.ts';

const clock = (context: HandlerContext) => context.settings.now?.() ?? new Date();

/** Why the end-of-lease choice cannot be made today, in words for logs and developers. */
function closedReason(state: 'not-yet' | 'closed', opensOn: string, decideBy: string) {
  return state === 'not-yet'
    ? `The end-of-lease choice opens on ${opensOn}.`
    : `The end-of-lease choice closed on ${decideBy}.`;
}

/** Why an early return or buyout is refused, after @velo/leasing's reason. */
const refusals: Record<string, string> = {
  'before-month-13': 'An early end is possible from month 13',
  'after-end': 'The lease is over: the end-of-lease choice applies instead',
};

export const rentalHandlers: Handlers = {
  async listRentals(context) {
    return ok(await rentalSummaries(context.db, requireUser(context.user).id, clock(context)));
  },

  async getRental(context) {
    const id = await ownRentalId(context.db, requireUser(context.user), idParam(context.params));
    return ok(await rentalBody(context.db, id, clock(context)));
  },

  async chooseEndOfLease(context) {
    const current = requireUser(context.user);
    const { choice } = context.body as { choice: EndOfLeaseChoice };
    const now = clock(context);
    const today = parisDate(now);
    const id = idParam(context.params);
    await context.db.transaction(async (tx) => {
      await ownRentalId(tx, current, id);
      const facts = await rentalFacts(tx, id);
      const window = endOfLeaseWindow(facts.startedOn, today);
      if (rentalStatus(facts, today).status === 'ended') {
        throw new ApiError(409, 'END_OF_LEASE_CLOSED', 'This lease has ended.');
      }
      if (window.state !== 'open') {
        throw new ApiError(
          409,
          'END_OF_LEASE_CLOSED',
          closedReason(window.state, window.opensOn, window.decideBy),
        );
      }
      // A paid buyout is final (@velo/leasing `endOfLeaseOutcome`: `buyout-paid`): the bike is
      // the rider's at the end, the choice is locked.
      if (facts.buyoutPaidAt !== null) {
        throw new ApiError(409, 'BUYOUT_ALREADY_PAID', 'The buyout is paid: the choice is final.');
      }
      // Spec section 4: the choice may change until the deadline; a changed choice is a new one.
      await tx.query(
        `update leases set end_of_lease_choice = $2, end_of_lease_chosen_at = $3
          where id = $1 and end_of_lease_choice is distinct from $2`,
        [id, choice, now],
      );
    });
    return ok(await rentalBody(context.db, id, now));
  },

  /**
   * Spec sections 4 and 9: the chosen buyout (resell ratio × purchase price) is paid on the
   * provider's hosted page by the end date; the provider's success records it (paymentProvider.ts).
   */
  async startBuyoutPayment(context) {
    const current = requireUser(context.user);
    const id = idParam(context.params);
    const now = clock(context);
    const { payment, cookie } = await context.db.transaction(async (tx) => {
      await ownRentalId(tx, current, id);
      const amountCents = await buyoutPayable(tx, id, now);
      return startPayment(tx, {
        leaseId: id,
        kind: 'buyout',
        amountCents,
        origin: context.origin,
        webUrl: context.settings.webUrl,
        selfUrl: context.selfUrl,
        sessionToken: context.token!,
      });
    });
    // The provider's page answers this browser session alone (paymentProvider.ts).
    return { ...created(payment), headers: { 'set-cookie': cookie } };
  },

  async requestEarlyEnd(context) {
    const current = requireUser(context.user);
    const { kind, situation } = context.body as {
      kind: 'return' | 'buyout';
      situation: EarlyEndSituation;
    };
    const now = clock(context);
    const today = parisDate(now);
    const id = idParam(context.params);
    await context.db.transaction(async (tx) => {
      await ownRentalId(tx, current, id);
      const facts = await rentalFacts(tx, id);
      if (rentalStatus(facts, today).status !== 'active') {
        throw new ApiError(409, 'EARLY_RETURN_NOT_ALLOWED', refusals['after-end']!);
      }
      const answer =
        kind === 'return'
          ? earlyReturn({ ...rentalInput(facts), today, situation })
          : earlyBuyout({
              ...rentalInput(facts),
              today,
              bikePriceCents: facts.bikePriceCents,
              equipmentPriceCents: facts.equipmentPriceCents,
            });
      if (!answer.allowed) {
        const from = 'freeFromOn' in answer ? answer.freeFromOn : answer.allowedFromOn;
        throw new ApiError(
          409,
          'EARLY_RETURN_NOT_ALLOWED',
          answer.reason === 'before-month-13'
            ? `${refusals['before-month-13']} (${from}).`
            : `${refusals[answer.reason] ?? 'Not allowed today'}.`,
        );
      }
      const costCents = 'costCents' in answer ? answer.costCents : answer.priceCents;
      const { rows } = await tx.query<{ id: number }>(
        `insert into rental_early_end_requests (lease_id, kind, situation, requested_at, cost_cents)
         values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
        [id, kind, situation, now, costCents],
      );
      if (rows.length === 0) {
        throw new ApiError(409, 'EARLY_END_PENDING', 'An early end request is already pending.');
      }
    });
    return ok(await rentalBody(context.db, id, now));
  },

  async listRevisionSlots(context) {
    const id = await ownRentalId(context.db, requireUser(context.user), idParam(context.params));
    return ok(await revisionSlots(context.db, id, String(context.query['day']), clock(context)));
  },

  async bookRevision(context) {
    const current = requireUser(context.user);
    const input = context.body as { day: string; startsAt: string };
    const now = clock(context);
    const today = parisDate(now);
    const id = idParam(context.params);
    await context.db.transaction(async (tx) => {
      await ownRentalId(tx, current, id);
      await settlePastRevisions(tx, id, today);
      const facts = await rentalFacts(tx, id);
      if (rentalStatus(facts, today).status === 'ended') {
        throw new ApiError(409, 'REVISION_NOT_BOOKABLE', 'This lease has ended.');
      }
      const next = revisionsOf(facts, await revisionRows(tx, id), today).find(
        (revision) => revision.state !== 'done',
      );
      if (!next) throw new ApiError(409, 'REVISION_NOT_BOOKABLE', 'Every revision is done.');
      if (next.state === 'booked') {
        throw new ApiError(409, 'REVISION_NOT_BOOKABLE', 'A revision is booked already.');
      }
      await bookRevisionSlot(tx, id, next.number, input, now);
    });
    return created(await rentalBody(context.db, id, now));
  },

  async getServiceVoucher(context) {
    const current = requireUser(context.user);
    const now = clock(context);
    const id = await ownRentalId(context.db, current, idParam(context.params));
    const rental = await rentalBody(context.db, id, now);
    const revision = rental.revisions.find((candidate) => candidate.state !== 'done');
    if (rental.status === 'ended' || !revision) throw notFound('revision to do');
    const lease = await leaseRequestBody(context.db, id, now);
    const { rows } = await context.db.query<{ name: string }>(
      `select first_name || ' ' || last_name as name from users where id = $1`,
      [current.id],
    );
    const pdf = await serviceVoucherPdf(
      {
        rentalId: id,
        riderName: rows[0]?.name ?? '',
        bike: { brand: String(lease.bike.brand), model: String(lease.bike.model) },
        sizeLabel: lease.size === null ? null : String(lease.size.label),
        store: lease.store && {
          name: String(lease.store.name),
          street: String(lease.store.street),
          postalCode: String(lease.store.postalCode),
          city: String(lease.store.city),
          phone: lease.store.phone,
        },
        startedOn: rental.startedOn,
        revision: {
          number: revision.number,
          of: rental.revisions.length,
          from: revision.from,
          dueBy: revision.dueBy,
          booking: revision.booking,
        },
      },
      now,
    );
    return {
      status: 200,
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${serviceVoucherFileName(id, revision.number)}"`,
      },
    };
  },
};
