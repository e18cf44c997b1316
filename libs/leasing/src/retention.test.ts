import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './businessDays';
import { addMonths } from './rental';
import { bankDetailsDeletionDate, bankDetailsKept } from './retention';

const runs = { numRuns: 1000 };
const day = fc.integer({ min: 0, max: 22_000 }).map((n) => addCalendarDays('2000-01-01', n));

describe('bank details retention (spec §9: deleted after 6 months): worked examples', () => {
  it('a lease ended on 14 January 2027: bank details kept until 13 July, deleted on 14 July 2027', () => {
    expect(bankDetailsDeletionDate('2027-01-14')).toBe('2027-07-14');
    expect(bankDetailsKept('2027-01-14', '2027-07-13')).toBe(true);
    expect(bankDetailsKept('2027-01-14', '2027-07-14')).toBe(false);
  });

  it('ended on 31 August 2026: deleted on 28 February 2027; a running lease keeps them', () => {
    expect(bankDetailsDeletionDate('2026-08-31')).toBe('2027-02-28');
    expect(bankDetailsKept(null, '2030-01-01')).toBe(true);
  });
});

describe('bank details retention: properties (fast-check, 1000 runs each)', () => {
  it('deletion date = end + 6 months, kept ⇔ today is before it', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (endedOn, offset) => {
        const today = addCalendarDays(endedOn, offset);
        const deletion = bankDetailsDeletionDate(endedOn);
        expect(deletion).toBe(addMonths(endedOn, 6));
        expect(deletion > endedOn).toBe(true);
        // 6 calendar months: between 181 and 184 days.
        expect(
          addCalendarDays(endedOn, 181) <= deletion && deletion <= addCalendarDays(endedOn, 184),
        ).toBe(true);
        expect(bankDetailsKept(endedOn, today)).toBe(today < deletion);
      }),
      runs,
    );
  });
});
