import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedLeaseEvents,
  applyLeaseEvent,
  isFinalLeaseStatus,
  isLeaseEvent,
  isLeaseStatus,
  journeySteps,
  journeyStepStates,
  leaseEventActor,
  leaseEvents,
  leaseStatuses,
  leaseTransitions,
  type LeaseEvent,
  type LeaseStatus,
} from './lifecycle';

const runs = { numRuns: 1000 };
const motive = 'Le budget vélo 2026 de l’entreprise est atteint : nouvelle campagne en janvier.';

/** The happy path of spec §4, from the request to the end of the lease. */
function walk(events: LeaseEvent[], extraContributionCents = 0): LeaseStatus {
  let status: LeaseStatus = 'pending-validation';
  for (const event of events) {
    const result = applyLeaseEvent(status, event, { extraContributionCents, motive });
    if (!result.ok) throw new Error(`${event} from ${status}: ${result.reason}`);
    status = result.status;
  }
  return status;
}

describe('lifecycle: the table (design §1)', () => {
  it('walks the whole journey with an extra contribution to pay', () => {
    const path: LeaseStatus[] = [];
    let status: LeaseStatus = 'pending-validation';
    for (const event of [
      'approve',
      'confirmEquipment',
      'signContract',
      'signVoucher',
      'issuePickupVoucher',
      'payExtraContribution',
      'deliver',
      'end',
    ] as const) {
      const result = applyLeaseEvent(status, event, { extraContributionCents: 5000 });
      expect(result.ok).toBe(true);
      if (result.ok) status = result.status;
      path.push(status);
    }
    expect(path).toEqual([
      'approved',
      'equipment-confirmed',
      'contract-signed',
      'voucher-signed',
      'awaiting-payment',
      'ready-for-pickup',
      'active',
      'ended',
    ]);
  });

  it('skips the payment when nothing is due (0 or absent)', () => {
    expect(applyLeaseEvent('voucher-signed', 'issuePickupVoucher')).toEqual({
      ok: true,
      status: 'ready-for-pickup',
    });
    expect(
      applyLeaseEvent('voucher-signed', 'issuePickupVoucher', { extraContributionCents: 0 }),
    ).toEqual({ ok: true, status: 'ready-for-pickup' });
    expect(
      applyLeaseEvent('voucher-signed', 'issuePickupVoucher', { extraContributionCents: 1 }),
    ).toEqual({ ok: true, status: 'awaiting-payment' });
  });

  it('refuses a negative or fractional extra contribution loudly', () => {
    expect(() =>
      applyLeaseEvent('voucher-signed', 'issuePickupVoucher', { extraContributionCents: -1 }),
    ).toThrow(RangeError);
    expect(() =>
      applyLeaseEvent('voucher-signed', 'issuePickupVoucher', { extraContributionCents: 50.5 }),
    ).toThrow(RangeError);
  });

  it('refusing needs a motive of 1–500 characters', () => {
    expect(applyLeaseEvent('pending-validation', 'refuse')).toEqual({
      ok: false,
      reason: 'motive-required',
    });
    expect(applyLeaseEvent('pending-validation', 'refuse', { motive: '   ' })).toEqual({
      ok: false,
      reason: 'motive-required',
    });
    expect(applyLeaseEvent('pending-validation', 'refuse', { motive: 'x'.repeat(501) })).toEqual({
      ok: false,
      reason: 'motive-required',
    });
    expect(applyLeaseEvent('pending-validation', 'refuse', { motive: 'x'.repeat(500) })).toEqual({
      ok: true,
      status: 'refused',
    });
    expect(applyLeaseEvent('pending-validation', 'refuse', { motive })).toEqual({
      ok: true,
      status: 'refused',
    });
  });

  it('an event the table does not list is not allowed, before any motive check', () => {
    expect(applyLeaseEvent('approved', 'refuse')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(applyLeaseEvent('equipment-confirmed', 'confirmEquipment')).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(applyLeaseEvent('contract-signed', 'cancel')).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(applyLeaseEvent('awaiting-payment', 'deliver')).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
  });

  it('cancelling is possible until the company signs; lapsing only from approved', () => {
    expect(leaseStatuses.filter((s) => allowedLeaseEvents(s).includes('cancel'))).toEqual([
      'pending-validation',
      'approved',
      'equipment-confirmed',
    ]);
    expect(leaseStatuses.filter((s) => allowedLeaseEvents(s).includes('lapse'))).toEqual([
      'approved',
    ]);
    expect(walk(['approve', 'lapse'])).toBe('cancelled');
  });

  it('lists the allowed events of each status, each once', () => {
    expect(allowedLeaseEvents('pending-validation')).toEqual(['approve', 'refuse', 'cancel']);
    expect(allowedLeaseEvents('approved')).toEqual(['confirmEquipment', 'cancel', 'lapse']);
    expect(allowedLeaseEvents('voucher-signed')).toEqual(['issuePickupVoucher']);
    expect(allowedLeaseEvents('refused')).toEqual([]);
  });

  it('names one actor per event', () => {
    expect(leaseEvents.map((e) => [e, leaseEventActor(e)])).toEqual([
      ['approve', 'company'],
      ['refuse', 'company'],
      ['confirmEquipment', 'rider'],
      ['signContract', 'company'],
      ['signVoucher', 'rider'],
      ['issuePickupVoucher', 'platform'],
      ['payExtraContribution', 'rider'],
      ['deliver', 'store'],
      ['cancel', 'rider'],
      ['lapse', 'time'],
      ['end', 'time'],
    ]);
    for (const t of leaseTransitions) expect(t.actor).toBe(leaseEventActor(t.event));
  });

  it('final statuses are exactly those no event leaves', () => {
    expect(leaseStatuses.filter(isFinalLeaseStatus)).toEqual(['refused', 'ended', 'cancelled']);
    for (const status of leaseStatuses) {
      expect(isFinalLeaseStatus(status)).toBe(allowedLeaseEvents(status).length === 0);
    }
  });

  it('recognises statuses and events read from outside', () => {
    expect(isLeaseStatus('awaiting-payment')).toBe(true);
    expect(isLeaseStatus('requested')).toBe(false);
    expect(isLeaseStatus(3)).toBe(false);
    expect(isLeaseEvent('signVoucher')).toBe(true);
    expect(isLeaseEvent('sign')).toBe(false);
  });
});

describe('lifecycle: properties (fast-check, 1000 runs each)', () => {
  const status = fc.constantFrom(...leaseStatuses);
  const event = fc.constantFrom(...leaseEvents);
  const context = fc.record(
    {
      extraContributionCents: fc.nat(200_000),
      motive: fc.oneof(fc.string({ maxLength: 600 }), fc.constant(motive)),
    },
    { requiredKeys: [] },
  );

  it('random event sequences never reach a status or a step the table does not allow', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, context), { maxLength: 40 }), (steps) => {
        let current: LeaseStatus = 'pending-validation';
        for (const [e, ctx] of steps) {
          const result = applyLeaseEvent(current, e, ctx);
          const rows = leaseTransitions.filter((t) => t.from === current && t.event === e);
          if (result.ok) {
            expect(rows.map((t) => t.to)).toContain(result.status);
            expect(leaseStatuses).toContain(result.status);
            current = result.status;
          } else if (rows.length === 0) {
            expect(result.reason).toBe('not-allowed');
          } else {
            expect(e).toBe('refuse');
            expect(result.reason).toBe('motive-required');
          }
        }
      }),
      runs,
    );
  });

  it('an event is allowed exactly when allowedLeaseEvents lists it', () => {
    fc.assert(
      fc.property(status, event, (s, e) => {
        const result = applyLeaseEvent(s, e, { motive });
        expect(result.ok).toBe(allowedLeaseEvents(s).includes(e));
      }),
      runs,
    );
  });

  it('every status reaches a final status whatever the extra contribution', () => {
    fc.assert(
      fc.property(status, fc.nat(200_000), (start, extraContributionCents) => {
        // Breadth-first over the table: some final status is reachable from `start`.
        const seen = new Set<LeaseStatus>([start]);
        const queue: LeaseStatus[] = [start];
        while (queue.length > 0) {
          const s = queue.shift() as LeaseStatus;
          for (const e of allowedLeaseEvents(s)) {
            const result = applyLeaseEvent(s, e, { extraContributionCents, motive });
            if (result.ok && !seen.has(result.status)) {
              seen.add(result.status);
              queue.push(result.status);
            }
          }
        }
        expect([...seen].some(isFinalLeaseStatus)).toBe(true);
      }),
      runs,
    );
  });

  it('following random allowed events always ends in a final status (no cycle)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        fc.nat(9000),
        (picks, extra) => {
          let s: LeaseStatus = 'pending-validation';
          for (const pick of picks) {
            const allowed = allowedLeaseEvents(s);
            if (allowed.length === 0) break;
            const next = allowed[pick % allowed.length] as LeaseEvent;
            const result = applyLeaseEvent(s, next, {
              extraContributionCents: extra,
              motive,
            });
            if (!result.ok) throw new Error(result.reason);
            s = result.status;
          }
          // The longest path has 9 transitions: 20 random allowed steps always end somewhere final.
          expect(isFinalLeaseStatus(s)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('the tracker has exactly one current or failed step until the lease is delivered', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (s, due) => {
        const states = Object.values(journeyStepStates(s, { extraContributionDue: due }));
        const open = states.filter((x) => x === 'current' || x === 'failed');
        expect(open.length).toBe(s === 'active' || s === 'ended' ? 0 : 1);
        expect(states).toHaveLength(journeySteps.length);
      }),
      runs,
    );
  });
});

describe('journeyStepStates', () => {
  it('a pending request waits on the company validation', () => {
    expect(journeyStepStates('pending-validation', { extraContributionDue: true })).toEqual({
      request: 'done',
      validation: 'current',
      equipment: 'upcoming',
      'company-signature': 'upcoming',
      'rider-signature': 'upcoming',
      payment: 'upcoming',
      pickup: 'upcoming',
    });
  });

  it('a refused request fails at validation; later steps are never reached', () => {
    expect(journeyStepStates('refused', { extraContributionDue: false })).toEqual({
      request: 'done',
      validation: 'failed',
      equipment: 'upcoming',
      'company-signature': 'upcoming',
      'rider-signature': 'upcoming',
      payment: 'upcoming',
      pickup: 'upcoming',
    });
  });

  it('a cancelled request fails at the step it was waiting on', () => {
    expect(journeyStepStates('cancelled', { extraContributionDue: false }).equipment).toBe(
      'failed',
    );
    const fromCompany = journeyStepStates('cancelled', {
      extraContributionDue: true,
      cancelledFrom: 'equipment-confirmed',
    });
    expect(fromCompany.equipment).toBe('done');
    expect(fromCompany['company-signature']).toBe('failed');
    expect(fromCompany.payment).toBe('upcoming');
    expect(
      journeyStepStates('cancelled', {
        extraContributionDue: false,
        cancelledFrom: 'pending-validation',
      }).validation,
    ).toBe('failed');
    // A status no cancellation leaves from is ignored.
    expect(
      journeyStepStates('cancelled', { extraContributionDue: false, cancelledFrom: 'active' })
        .equipment,
    ).toBe('failed');
  });

  it('the payment step is current while due and skipped when nothing is due', () => {
    expect(journeyStepStates('awaiting-payment', { extraContributionDue: true })).toMatchObject({
      'rider-signature': 'done',
      payment: 'current',
      pickup: 'upcoming',
    });
    expect(journeyStepStates('voucher-signed', { extraContributionDue: true }).payment).toBe(
      'current',
    );
    expect(journeyStepStates('voucher-signed', { extraContributionDue: false })).toMatchObject({
      'rider-signature': 'done',
      payment: 'skipped',
      pickup: 'current',
    });
    expect(journeyStepStates('ready-for-pickup', { extraContributionDue: true })).toMatchObject({
      payment: 'done',
      pickup: 'current',
    });
    expect(journeyStepStates('approved', { extraContributionDue: false }).payment).toBe('skipped');
  });

  it('a delivered lease has every step done', () => {
    expect(Object.values(journeyStepStates('active', { extraContributionDue: true }))).toEqual(
      journeySteps.map(() => 'done'),
    );
    expect(journeyStepStates('ended', { extraContributionDue: false }).payment).toBe('skipped');
  });
});
