import { describe, expect, it } from 'vitest';
import { currentLeaseRequest, journeyView, type JourneyLease } from './journey';
import type { LeaseStatus } from './lifecycle';

/** A request as the API returns it, reduced to what the tracker reads. */
function aRequest(overrides: Partial<JourneyLease> = {}): JourneyLease {
  return {
    status: 'approved',
    extraContribution: null,
    nextStep: { actor: 'rider', event: 'confirmEquipment', dueBy: '2026-12-21T09:00:00Z' },
    refusalMotive: null,
    history: [{ status: 'pending-validation' }, { status: 'approved' }],
    ...overrides,
  };
}

const statesOf = (lease: JourneyLease) =>
  Object.fromEntries(journeyView(lease).steps.map(({ step, state }) => [step, state]));

describe('currentLeaseRequest', () => {
  const request = (id: number, status: LeaseStatus) => ({ id, status });

  it('is the newest request still under way, else the newest', () => {
    expect(
      currentLeaseRequest([request(3, 'refused'), request(2, 'approved'), request(1, 'active')]),
    ).toEqual(request(2, 'approved'));
    expect(currentLeaseRequest([request(3, 'refused'), request(2, 'cancelled')])).toEqual(
      request(3, 'refused'),
    );
    expect(currentLeaseRequest([])).toBeNull();
  });
});

describe('journeyView', () => {
  it('gives every step in order with its state, the next step and the rider’s action', () => {
    const view = journeyView(aRequest());
    expect(view.steps.map(({ step, state }) => `${step}:${state}`)).toEqual([
      'request:done',
      'validation:done',
      'equipment:current',
      'company-signature:upcoming',
      'rider-signature:upcoming',
      // Not known before the equipment is confirmed: still to come.
      'payment:upcoming',
      'pickup:upcoming',
    ]);
    expect(view.nextStep).toEqual(aRequest().nextStep);
    expect(view.riderAction).toBe('confirmEquipment');
  });

  it('skips the payment once the confirmed equipment leaves nothing to pay', () => {
    const extra = (totalCents: number) =>
      aRequest({ status: 'ready-for-pickup', extraContribution: { totalCents } });
    expect(statesOf(extra(0)).payment).toBe('skipped');
    expect(statesOf(extra(5000)).payment).toBe('done');
  });

  it('a cancelled request shows the step it waited on, read from its history, as cancelled', () => {
    const lease = aRequest({
      status: 'cancelled',
      nextStep: null,
      history: [
        { status: 'pending-validation' },
        { status: 'approved' },
        { status: 'equipment-confirmed' },
        { status: 'cancelled' },
      ],
    });
    expect(statesOf(lease)).toMatchObject({
      equipment: 'done',
      'company-signature': 'failed',
    });
    expect(journeyView(lease).riderAction).toBeNull();
  });

  it('gives the rider an action only where the rider acts', () => {
    const action = (status: LeaseStatus) => journeyView(aRequest({ status })).riderAction;
    expect(action('contract-signed')).toBe('signVoucher');
    expect(action('awaiting-payment')).toBe('pay');
    expect(action('pending-validation')).toBeNull();
    expect(action('equipment-confirmed')).toBeNull();
    expect(action('refused')).toBeNull();
  });

  it('keeps a refused request’s motive', () => {
    const motive = 'Le budget vélo 2026 de l’entreprise est atteint.';
    const view = journeyView(
      aRequest({ status: 'refused', refusalMotive: motive, nextStep: null }),
    );
    expect(view.refusalMotive).toBe(motive);
    expect(view.steps[1]).toEqual({ step: 'validation', state: 'failed' });
  });
});
