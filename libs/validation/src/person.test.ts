import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdultBirthDateSchema, isAdultOn, parseIsoDate } from './person';

function messageOf(schema: ReturnType<typeof createAdultBirthDateSchema>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('adult birth date (spec sections 5 and 9: at least 18 on the day of validation)', () => {
  it('turns 18 on the birthday itself, not the day before', () => {
    const schema = createAdultBirthDateSchema(() => new Date(2026, 10, 20, 23, 59));
    expect(messageOf(schema, '2008-11-20')).toBeUndefined();
    expect(messageOf(schema, '2008-11-21')).toBe('validation.birthDate.adult');
    expect(messageOf(schema, new Date(2008, 10, 20))).toBeUndefined();
  });

  it('reads "today" at each validation, not when the schema was built', () => {
    let now = new Date(2026, 0, 1);
    const schema = createAdultBirthDateSchema(() => now);
    expect(messageOf(schema, '2008-06-15')).toBe('validation.birthDate.adult');
    now = new Date(2026, 5, 15);
    expect(messageOf(schema, '2008-06-15')).toBeUndefined();
  });

  it('makes someone born on 29 February adult on 1 March of a common year', () => {
    const schema = createAdultBirthDateSchema(() => new Date(2026, 1, 28));
    expect(messageOf(schema, '2008-02-29')).toBe('validation.birthDate.adult');
    expect(
      messageOf(
        createAdultBirthDateSchema(() => new Date(2026, 2, 1)),
        '2008-02-29',
      ),
    ).toBeUndefined();
  });

  it('asks for a date when empty and refuses dates that do not exist', () => {
    const schema = createAdultBirthDateSchema(() => new Date(2026, 10, 20));
    expect(messageOf(schema, '')).toBe('validation.birthDate.required');
    expect(messageOf(schema, undefined)).toBe('validation.birthDate.required');
    expect(messageOf(schema, '2001-02-30')).toBe('validation.birthDate.invalid');
    expect(messageOf(schema, '20/11/2001')).toBe('validation.birthDate.invalid');
    expect(messageOf(schema, new Date(Number.NaN))).toBe('validation.birthDate.invalid');
  });

  it('agrees with a day-count reference for every pair of dates', () => {
    const day = fc.date({
      min: new Date(1950, 0, 1),
      max: new Date(2040, 11, 31),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, day, (b, t) => {
        const birth = { year: b.getFullYear(), month: b.getMonth() + 1, day: b.getDate() };
        const today = { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
        // Reference: the 18th birthday as a real date (29 February rolls over to 1 March).
        const birthday = new Date(birth.year + 18, birth.month - 1, birth.day);
        const expected = new Date(today.year, today.month - 1, today.day) >= birthday;
        return isAdultOn(birth, today) === expected;
      }),
      { numRuns: 1000 },
    );
  });

  it('parses exactly the calendar dates that exist', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2023-13-01')).toBeUndefined();
  });
});
