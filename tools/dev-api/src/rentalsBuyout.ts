/**
 * The end-of-lease buyout's payment (issue 14; spec section 4: "an unpaid buyout by the deadline
 * leads to automatic extension"; section 9: "Buyout: resell ratio percent of purchase price"). The
 * rider who chose the buyout pays it through the provider's hosted page, as the extra contribution
 * is paid (paymentProvider.ts: a payment of kind `buyout`); the provider's success records it
 * (`leases.buyout_paid_at`). The price and the deadline are @velo/leasing's (`endOfLeaseOptions`,
 * `endOfLeaseWindow.buyoutPayBy`), as the rental the rider reads says them.
 */
import { endOfLeaseOptions, endOfLeaseWindow, parisDate } from '@velo/leasing';
import type { Queryable } from './db.ts';
import { ApiError } from './errors.ts';
import { rentalFacts } from './rentalFacts.ts';
import { rentalStatus } from './rentals.ts';

/**
 * The buyout price rental `id` may pay on `now`, or the 409 that says why not:
 * `BUYOUT_ALREADY_PAID` once paid (the choice is then locked); `END_OF_LEASE_CLOSED` when the lease
 * is over or its buyout deadline (the end date) has passed — unpaid, the lease is extended
 * automatically; `BUYOUT_NOT_CHOSEN` when the rider's end-of-lease choice is not the buyout.
 */
export async function buyoutPayable(db: Queryable, id: number, now: Date): Promise<number> {
  const facts = await rentalFacts(db, id);
  const today = parisDate(now);
  if (facts.buyoutPaidAt !== null) {
    throw new ApiError(409, 'BUYOUT_ALREADY_PAID', 'The buyout is already paid.');
  }
  const window = endOfLeaseWindow(facts.startedOn, today);
  if (rentalStatus(facts, today).status !== 'active' || today > window.buyoutPayBy) {
    throw new ApiError(
      409,
      'END_OF_LEASE_CLOSED',
      `The buyout had to be paid by ${window.buyoutPayBy}; the lease is extended automatically.`,
    );
  }
  if (facts.choice !== 'buyout') {
    throw new ApiError(409, 'BUYOUT_NOT_CHOSEN', 'The end-of-lease choice is not the buyout.');
  }
  return endOfLeaseOptions({
    bikePriceCents: facts.bikePriceCents,
    rentCents: facts.rentCents,
    policy: facts.policy,
  }).buyout.priceCents;
}

/**
 * The provider's success on a buyout payment: records it paid on `now`, after the same checks as
 * when it started (the rider may have changed the choice, or the deadline passed, meanwhile: then an
 * ApiError, and the provider's answer becomes a failure).
 */
export async function recordBuyoutPayment(db: Queryable, id: number, now: Date): Promise<void> {
  await buyoutPayable(db, id, now);
  await db.query(`update leases set buyout_paid_at = $2 where id = $1`, [id, now]);
}
