import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './businessDays';
import { DIRECT_DEBIT_DAY, LEASE_DURATION_MONTHS } from './constants';
import { contributions } from './contributions';
import {
  addMonths,
  leaseEndDate,
  leaseMonthOn,
  leaseMonthStart,
  nextDirectDebit,
  nextRevisionDate,
  recordedRentalInput,
  rentalContributionPolicy,
  rentalSchedule,
  revisionPlan,
  type RentalInput,
} from './rental';

const runs = { numRuns: 1000 };
/** Any calendar day from 2000 to about 2060. */
const day = fc.integer({ min: 0, max: 22_000 }).map((n) => addCalendarDays('2000-01-01', n));
const policy = fc.record({
  rate: fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  capCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const rental = fc.record({
  startedOn: day,
  rentCents: fc.integer({ min: 0, max: 500_000 }),
  policy,
  freeMonths: fc.integer({ min: 0, max: LEASE_DURATION_MONTHS }),
});
/** A rental and a "today" from a year before its start to a year after its end. */
const rentalAndToday = rental.chain((input) =>
  fc.tuple(
    fc.constant(input),
    fc.integer({ min: -366, max: 48 * 31 }).map((n) => addCalendarDays(input.startedOn, n)),
  ),
);
/** Acme's policy (50 %, capped at 60 € a month) and the 3 000 € bike of the README: 108,20 €. */
const acme = { rate: 0.5, capCents: 6000 };
const ines: RentalInput = {
  startedOn: '2026-01-15',
  rentCents: 10_820,
  policy: acme,
  freeMonths: 3,
};

describe('addMonths, leaseEndDate, leaseMonthOn: worked examples', () => {
  it('moves by calendar months, clamping the day to a shorter month', () => {
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29'); // leap year
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31'); // from the start date, not chained
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-02-03', 1.5)).toThrow(RangeError);
  });

  it('a lease delivered on 23 November 2026 ends on 22 November 2029', () => {
    expect(leaseEndDate('2026-11-23')).toBe('2029-11-22');
    expect(leaseMonthOn('2026-11-23', '2029-11-22')).toBe(36);
    expect(leaseMonthOn('2026-11-23', '2029-11-23')).toBe(37); // the extension keeps counting
  });

  it('a lease delivered on 31 January: month 2 starts on 28 February, month 3 on 31 March', () => {
    const start = '2026-01-31';
    expect(leaseMonthStart(start, 2)).toBe('2026-02-28');
    expect(leaseMonthOn(start, '2026-01-30')).toBe(0);
    expect(leaseMonthOn(start, '2026-01-31')).toBe(1);
    expect(leaseMonthOn(start, '2026-02-27')).toBe(1);
    expect(leaseMonthOn(start, '2026-02-28')).toBe(2);
    expect(leaseMonthOn(start, '2026-03-30')).toBe(2);
    expect(leaseMonthOn(start, '2026-03-31')).toBe(3);
    expect(leaseEndDate(start)).toBe('2029-01-30');
  });
});

describe('rentalSchedule and nextDirectDebit: worked examples', () => {
  it('Inès, delivered 15 January 2026, 3 free months: on 4 June months 4 and 5 are paid, 15 June is next', () => {
    const { instalments, totals, paid, toCome } = rentalSchedule(ines, '2026-06-04');
    expect(instalments).toHaveLength(36);
    expect(
      instalments.slice(0, 6).map((row) => [row.month, row.dueOn, row.debitOn, row.state]),
    ).toEqual([
      [1, '2026-01-15', '2026-01-15', 'free'],
      [2, '2026-02-15', '2026-02-15', 'free'],
      [3, '2026-03-15', '2026-03-15', 'free'],
      [4, '2026-04-15', '2026-04-15', 'paid'],
      [5, '2026-05-15', '2026-05-15', 'paid'],
      [6, '2026-06-15', '2026-06-15', 'due'],
    ]);
    expect(instalments[6]?.state).toBe('upcoming');
    expect(instalments[35]).toMatchObject({ month: 36, dueOn: '2028-12-15', riderCents: 5410 });
    expect(paid).toEqual({ rentCents: 21_640, employerCents: 10_820, riderCents: 10_820 });
    expect(totals).toEqual({ rentCents: 357_060, employerCents: 178_530, riderCents: 178_530 });
    expect(toCome.riderCents).toBe(178_530 - 10_820);
    expect(nextDirectDebit(ines, '2026-06-04')).toEqual({
      on: '2026-06-15',
      amountCents: 5410,
      month: 6,
    });
  });

  it('during the free months the next debit is the first paid month (month 4)', () => {
    expect(nextDirectDebit(ines, '2026-03-25')).toEqual({
      on: '2026-04-15',
      amountCents: 5410,
      month: 4,
    });
  });

  it('a lease delivered on the 2nd is debited on the 5th; the debit day itself is still due', () => {
    const input = { ...ines, startedOn: '2026-03-02', freeMonths: 0 };
    const { instalments } = rentalSchedule(input, '2026-04-05');
    expect(instalments[0]).toMatchObject({
      dueOn: '2026-03-02',
      debitOn: `2026-03-0${DIRECT_DEBIT_DAY}`,
      state: 'paid',
    });
    expect(instalments[1]).toMatchObject({
      dueOn: '2026-04-02',
      debitOn: '2026-04-05',
      state: 'due',
    });
    expect(nextDirectDebit(input, '2026-04-06')).toEqual({
      on: '2026-05-05',
      amountCents: 5410,
      month: 3,
    });
  });

  it('after the last debit, nothing more; an employer paying the whole rent means no debit at all', () => {
    expect(nextDirectDebit(ines, '2028-12-16')).toBeNull();
    const allPaid = { ...ines, policy: { rate: 1, capCents: null } };
    expect(nextDirectDebit(allPaid, '2026-06-04')).toBeNull();
    expect(
      rentalSchedule(allPaid, '2026-06-04').instalments.some((row) => row.state === 'due'),
    ).toBe(false);
  });

  it('refuses a today that is not a date', () => {
    expect(() => rentalSchedule(ines, '04/06/2026')).toThrow(RangeError);
  });
});

describe('revisionPlan (spec §9: three a year): worked examples', () => {
  it('Inès on 1 June 2026 with one revision done: the second is to book by 14 September', () => {
    const plan = revisionPlan('2026-01-15', 1, '2026-06-01');
    expect(plan).toHaveLength(9);
    expect(plan.slice(0, 3)).toEqual([
      { number: 1, from: '2026-01-15', dueBy: '2026-05-14', state: 'done' },
      { number: 2, from: '2026-05-15', dueBy: '2026-09-14', state: 'to-book' },
      { number: 3, from: '2026-09-15', dueBy: '2027-01-14', state: 'later' },
    ]);
    expect(plan[8]?.dueBy).toBe(leaseEndDate('2026-01-15'));
    expect(nextRevisionDate('2026-01-15', 1, '2026-06-01')).toBe('2026-09-14');
  });

  it('a revision not done in its four months is overdue; all nine done → no next date', () => {
    expect(revisionPlan('2026-01-15', 0, '2026-06-01')[0]?.state).toBe('overdue');
    expect(nextRevisionDate('2026-01-15', 9, '2027-06-01')).toBeNull();
    expect(() => revisionPlan('2026-01-15', -1, '2026-06-01')).toThrow(RangeError);
  });
});

describe('the running lease: properties (fast-check, 1000 runs each)', () => {
  it('addMonths lands in the right calendar month, on the same day or the last of a shorter month', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -120, max: 120 }), (date, months) => {
        const moved = addMonths(date, months);
        const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
        expect(monthIndex(moved) - monthIndex(date)).toBe(months);
        const sameDay = moved.slice(8) === date.slice(8);
        const lastOfMonth =
          addCalendarDays(moved, 1).slice(8) === '01' && moved.slice(8) < date.slice(8);
        expect(sameDay || lastOfMonth).toBe(true);
      }),
      runs,
    );
  });

  it('month numbering is monotonic and today lies in the month it names', () => {
    fc.assert(
      fc.property(day, day, day, (startedOn, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(leaseMonthOn(startedOn, early)).toBeLessThanOrEqual(leaseMonthOn(startedOn, late));
        const month = leaseMonthOn(startedOn, late);
        if (month === 0) expect(late < startedOn).toBe(true);
        else {
          expect(leaseMonthStart(startedOn, month) <= late).toBe(true);
          expect(late < leaseMonthStart(startedOn, month + 1)).toBe(true);
        }
        // Month 36 ends on the lease's end date.
        expect(leaseMonthOn(startedOn, leaseEndDate(startedOn))).toBe(36);
        expect(leaseMonthOn(startedOn, addCalendarDays(leaseEndDate(startedOn), 1))).toBe(37);
      }),
      runs,
    );
  });

  it('the schedule has 36 rows with strictly increasing dates, and paid + to come = totals', () => {
    fc.assert(
      fc.property(rentalAndToday, ([input, today]) => {
        const { instalments, totals, paid, toCome } = rentalSchedule(input, today);
        expect(instalments).toHaveLength(LEASE_DURATION_MONTHS);
        const ordered = instalments.every(
          (row, index) =>
            row.month === index + 1 &&
            row.dueOn <= row.debitOn &&
            row.debitOn.slice(0, 7) === row.dueOn.slice(0, 7) &&
            (index === 0 || (instalments[index - 1]?.debitOn ?? '') < row.dueOn),
        );
        expect(ordered).toBe(true);
        expect(paid.rentCents + toCome.rentCents).toBe(totals.rentCents);
        expect(paid.employerCents + toCome.employerCents).toBe(totals.employerCents);
        expect(paid.riderCents + toCome.riderCents).toBe(totals.riderCents);
        const states = instalments.map((row) =>
          row.free
            ? row.state === 'free'
            : row.debitOn < today
              ? row.state === 'paid'
              : row.state !== 'paid',
        );
        expect(states.every(Boolean)).toBe(true);
        expect(instalments.filter((row) => row.state === 'due').length).toBeLessThanOrEqual(1);
      }),
      runs,
    );
  });

  it('the next direct debit is on or after today, is the schedule row marked due, and none comes before it', () => {
    fc.assert(
      fc.property(rentalAndToday, ([input, today]) => {
        const next = nextDirectDebit(input, today);
        const { instalments } = rentalSchedule(input, today);
        const debited = instalments.filter(
          (row) => !row.free && row.riderCents > 0 && row.debitOn >= today,
        );
        if (next === null) {
          expect(debited).toEqual([]);
          return;
        }
        expect(next.on >= today).toBe(true);
        const row = instalments[next.month - 1];
        expect(row).toMatchObject({ debitOn: next.on, riderCents: next.amountCents, state: 'due' });
        expect(row?.free).toBe(false);
        expect(debited[0]?.month).toBe(next.month);
      }),
      runs,
    );
  });

  it('revisions: 9, due dates strictly increasing, the last by the lease end, states in order', () => {
    const order = { done: 0, overdue: 1, 'to-book': 2, later: 3 } as const;
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -60, max: 1200 }),
        (startedOn, done, offset) => {
          const today = addCalendarDays(startedOn, offset);
          const plan = revisionPlan(startedOn, done, today);
          expect(plan).toHaveLength(9);
          expect(plan.every((r, i) => i === 0 || (plan[i - 1]?.dueBy ?? '') < r.from)).toBe(true);
          expect(plan.every((r) => r.from <= r.dueBy)).toBe(true);
          expect(plan[8]?.dueBy).toBe(leaseEndDate(startedOn));
          expect(
            plan.every((r, i) => i === 0 || order[plan[i - 1]?.state ?? 'done'] <= order[r.state]),
          ).toBe(true);
          expect(plan.filter((r) => r.state === 'to-book').length).toBeLessThanOrEqual(1);
          expect(plan.filter((r) => r.state === 'done').length).toBe(Math.min(done, 9));
          const next = nextRevisionDate(startedOn, done, today);
          expect(next).toBe(done >= 9 ? null : plan[done]?.dueBy);
        },
      ),
      runs,
    );
  });
});

describe('rentalContributionPolicy / recordedRentalInput (a rental as the API records it)', () => {
  const recorded = fc
    .record({
      startedOn: day,
      monthlyRentCents: fc.integer({ min: 0, max: 500_000 }),
      share: fc.integer({ min: 0, max: 1000 }),
      monthsOfFreeRent: fc.integer({ min: 0, max: 6 }),
    })
    .map(({ share, ...rental }) => ({
      ...rental,
      // The employer's share agreed on the contract: at most the rent.
      employerContributionCents: Math.floor((rental.monthlyRentCents * share) / 1000),
    }));

  it('gives back the recorded split, month after month of the schedule', () => {
    fc.assert(
      fc.property(recorded, day, (rental, today) => {
        const split = contributions(rental.monthlyRentCents, rentalContributionPolicy(rental));
        expect(split).toEqual({
          employerCents: rental.employerContributionCents,
          riderCents: rental.monthlyRentCents - rental.employerContributionCents,
        });
        const input = recordedRentalInput(rental);
        expect(input).toEqual({
          startedOn: rental.startedOn,
          rentCents: rental.monthlyRentCents,
          policy: { rate: 1, capCents: rental.employerContributionCents },
          freeMonths: rental.monthsOfFreeRent,
        });
        for (const row of rentalSchedule(input, today).instalments.filter((r) => !r.free)) {
          expect(row.employerCents).toBe(rental.employerContributionCents);
          expect(row.riderCents).toBe(rental.monthlyRentCents - rental.employerContributionCents);
        }
      }),
      runs,
    );
  });

  it('a company paying the whole rent leaves the rider nothing to pay', () => {
    const policy = rentalContributionPolicy({ employerContributionCents: 7_450 });
    expect(contributions(7_450, policy)).toEqual({ employerCents: 7_450, riderCents: 0 });
  });
});
