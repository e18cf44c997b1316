import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay, parisDateTime, parisInstant, processingDay } from './businessDays';
import { homeDeliveryFeeCents } from './constants';
import { leaseStatuses } from './lifecycle';
import {
  approvalLapsesAt,
  confirmationVoucherDue,
  deliveryEstimate,
  extraContribution,
  nextLeaseStep,
  paymentDeadline,
} from './timing';

const runs = { numRuns: 1000 };
const hour = 3_600_000;

describe('confirmationVoucherDue (spec §9: 24 h on weekdays, 48 h at weekends)', () => {
  it('a weekday: the same time the next day', () => {
    const tuesday = parisInstant('2026-11-24', 15);
    expect(confirmationVoucherDue(tuesday).toISOString()).toBe(
      parisInstant('2026-11-25', 15).toISOString(),
    );
    // Friday → Saturday: the rule counts hours, not business days.
    expect(confirmationVoucherDue(parisInstant('2026-11-20', 9)).toISOString()).toBe(
      parisInstant('2026-11-21', 9).toISOString(),
    );
  });

  it('a Saturday: 48 h, Monday at the same time', () => {
    const saturday = parisInstant('2026-11-21', 10);
    const due = confirmationVoucherDue(saturday);
    expect(due.getTime() - saturday.getTime()).toBe(48 * hour);
    expect(due.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('reads the weekend on the Paris calendar: Sunday 23:30 UTC is Monday in Paris', () => {
    const mondayInParis = new Date('2026-11-22T23:30:00Z');
    expect(confirmationVoucherDue(mondayInParis).getTime() - mondayInParis.getTime()).toBe(
      24 * hour,
    );
    const saturdayInParis = new Date('2026-11-20T23:30:00Z');
    expect(confirmationVoucherDue(saturdayInParis).getTime() - saturdayInParis.getTime()).toBe(
      48 * hour,
    );
  });

  it('on the clock-change weekends, Monday at the same Paris time (47 h or 49 h elapsed)', () => {
    const spring = parisInstant('2026-03-28', 10);
    expect(confirmationVoucherDue(spring).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(confirmationVoucherDue(spring).getTime() - spring.getTime()).toBe(47 * hour);
    const autumn = parisInstant('2026-10-24', 10);
    expect(confirmationVoucherDue(autumn).toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(confirmationVoucherDue(autumn).getTime() - autumn.getTime()).toBe(49 * hour);
  });
});

describe('deliveryEstimate (spec §9: about 5 working days)', () => {
  it('Friday 20:00 → processed Monday → delivered the next Monday', () => {
    expect(deliveryEstimate(parisInstant('2026-11-20', 20))).toBe('2026-11-30');
  });

  it('skips the public holidays (11 November; Christmas and New Year)', () => {
    expect(deliveryEstimate(parisInstant('2026-11-05', 10))).toBe('2026-11-13');
    expect(deliveryEstimate(parisInstant('2026-12-24', 10))).toBe('2027-01-04');
  });
});

describe('deadlines of our design', () => {
  it('an approval lapses 30 days later, same Paris time, across the clock change', () => {
    expect(approvalLapsesAt(parisInstant('2026-03-10', 12)).toISOString()).toBe(
      parisInstant('2026-04-09', 12).toISOString(),
    );
  });

  it('the extra contribution is due 14 days after the pickup voucher', () => {
    expect(paymentDeadline(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-12-07T10:00:00.000Z',
    );
  });
});

describe('nextLeaseStep', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const base = { createdAt: '2026-11-20T19:00:00.000Z' } as const;

  it('pending: the company, by the end of the processing day', () => {
    expect(nextLeaseStep({ ...base, status: 'pending-validation' }, now)).toEqual({
      actor: 'company',
      event: 'approve',
      dueBy: '2026-11-23T22:59:59.999Z',
    });
  });

  it('approved: the rider, within 30 days of the approval', () => {
    expect(
      nextLeaseStep({ ...base, status: 'approved', approvedAt: '2026-11-23T09:00:00.000Z' }, now),
    ).toEqual({ actor: 'rider', event: 'confirmEquipment', dueBy: '2026-12-23T09:00:00.000Z' });
  });

  it('equipment confirmed on a Saturday: the company, within 48 h', () => {
    expect(
      nextLeaseStep(
        { ...base, status: 'equipment-confirmed', equipmentConfirmedAt: '2026-11-21T09:00:00Z' },
        now,
      ),
    ).toEqual({ actor: 'company', event: 'signContract', dueBy: '2026-11-23T09:00:00.000Z' });
  });

  it('awaiting payment: the rider, within 14 days; ready: the store, by the delivery estimate', () => {
    expect(
      nextLeaseStep(
        { ...base, status: 'awaiting-payment', pickupVoucherIssuedAt: '2026-11-23T10:00:00Z' },
        now,
      ),
    ).toEqual({ actor: 'rider', event: 'payExtraContribution', dueBy: '2026-12-07T10:00:00.000Z' });
    expect(
      nextLeaseStep(
        {
          ...base,
          status: 'ready-for-pickup',
          pickupVoucherIssuedAt: '2026-11-16T10:00:00Z',
          paidAt: '2026-11-20T19:30:00Z',
        },
        now,
      ),
    ).toEqual({ actor: 'store', event: 'deliver', dueBy: '2026-11-30T22:59:59.999Z' });
  });

  it('steps without a deadline, final statuses, and a missing timestamp read as now', () => {
    expect(nextLeaseStep({ ...base, status: 'contract-signed' }, now)).toEqual({
      actor: 'rider',
      event: 'signVoucher',
      dueBy: null,
    });
    expect(nextLeaseStep({ ...base, status: 'voucher-signed' }, now)?.actor).toBe('platform');
    expect(nextLeaseStep({ ...base, status: 'active' }, now)).toEqual({
      actor: 'time',
      event: 'end',
      dueBy: null,
    });
    for (const status of ['refused', 'ended', 'cancelled'] as const) {
      expect(nextLeaseStep({ ...base, status }, now)).toBeNull();
    }
    expect(nextLeaseStep({ ...base, status: 'approved', approvedAt: null }, now)?.dueBy).toBe(
      '2026-12-23T12:00:00.000Z',
    );
    expect(() =>
      nextLeaseStep({ ...base, status: 'approved', approvedAt: 'yesterday' }, now),
    ).toThrow(RangeError);
  });
});

describe('extraContribution', () => {
  it('the price above the envelope plus 50 € for home delivery', () => {
    expect(
      extraContribution({ totalPriceCents: 349_900, envelopeCents: 300_000, delivery: 'home' }),
    ).toEqual({
      priceExcessCents: 49_900,
      homeDeliveryCents: 5000,
      totalCents: 54_900,
      financedPriceCents: 300_000,
    });
  });

  it('nothing due within the envelope in store; no envelope means no cap', () => {
    expect(
      extraContribution({ totalPriceCents: 250_000, envelopeCents: 300_000, delivery: 'store' }),
    ).toEqual({
      priceExcessCents: 0,
      homeDeliveryCents: 0,
      totalCents: 0,
      financedPriceCents: 250_000,
    });
    expect(
      extraContribution({ totalPriceCents: 900_000, envelopeCents: null, delivery: 'home' }),
    ).toEqual({
      priceExcessCents: 0,
      homeDeliveryCents: homeDeliveryFeeCents,
      totalCents: 5000,
      financedPriceCents: 900_000,
    });
  });

  it('refuses amounts that are not cents', () => {
    expect(() =>
      extraContribution({ totalPriceCents: 1999.5, envelopeCents: null, delivery: null }),
    ).toThrow(RangeError);
    expect(() =>
      extraContribution({ totalPriceCents: 1000, envelopeCents: -1, delivery: null }),
    ).toThrow(RangeError);
  });
});

describe('timing: properties (fast-check, 1000 runs each)', () => {
  const instant = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const cents = fc.integer({ min: 0, max: 2_000_000 });

  it('extraContribution: the parts add up exactly', () => {
    fc.assert(
      fc.property(
        cents,
        fc.option(cents, { nil: null }),
        fc.constantFrom('store', 'home', null),
        (totalPriceCents, envelopeCents, delivery) => {
          const x = extraContribution({ totalPriceCents, envelopeCents, delivery });
          expect(x.priceExcessCents + x.financedPriceCents).toBe(totalPriceCents);
          expect(x.priceExcessCents + x.homeDeliveryCents).toBe(x.totalCents);
          expect(x.priceExcessCents).toBeGreaterThanOrEqual(0);
          if (envelopeCents !== null) {
            expect(x.financedPriceCents).toBeLessThanOrEqual(envelopeCents);
          }
          expect(x.homeDeliveryCents).toBe(delivery === 'home' ? 5000 : 0);
        },
      ),
      runs,
    );
  });

  it('the voucher is due 1 or 2 days later at the same Paris time, 23 to 49 h after', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const due = confirmationVoucherDue(at);
        const elapsed = (due.getTime() - at.getTime()) / hour;
        const weekend = parisDateTime(at).weekday >= 6;
        expect(elapsed).toBeGreaterThanOrEqual(weekend ? 47 : 23);
        expect(elapsed).toBeLessThanOrEqual(weekend ? 49 : 25);
      }),
      runs,
    );
  });

  it('the delivery estimate is a business day after the processing day', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const estimate = deliveryEstimate(at);
        expect(isBusinessDay(estimate)).toBe(true);
        expect(estimate > processingDay(at)).toBe(true);
      }),
      runs,
    );
  });

  it('every status that is not final names who acts next', () => {
    fc.assert(
      fc.property(fc.constantFrom(...leaseStatuses), instant, (status, at) => {
        const iso = at.toISOString();
        const step = nextLeaseStep(
          {
            status,
            createdAt: iso,
            approvedAt: iso,
            equipmentConfirmedAt: iso,
            pickupVoucherIssuedAt: iso,
          },
          at,
        );
        const final = status === 'refused' || status === 'ended' || status === 'cancelled';
        expect(step === null).toBe(final);
        if (step?.dueBy) expect(Date.parse(step.dueBy)).toBeGreaterThan(at.getTime());
      }),
      runs,
    );
  });
});
