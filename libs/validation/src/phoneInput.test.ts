import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchPhonePattern } from './contact';
import { formatPhoneInput, normalizePhone } from './phoneInput';

/** Types `text` one character at a time at the caret, as a user would. */
function typeInto(start: string, text: string) {
  let state = { value: start, caret: start.length };
  for (const char of text) {
    const raw = state.value.slice(0, state.caret) + char + state.value.slice(state.caret);
    state = formatPhoneInput(raw, state.caret + 1);
  }
  return state;
}

function backspace(state: { value: string; caret: number }) {
  if (state.caret === 0) return state;
  const raw = state.value.slice(0, state.caret - 1) + state.value.slice(state.caret);
  return formatPhoneInput(raw, state.caret - 1);
}

describe('formatPhoneInput (spec section 5)', () => {
  it('forces +33 and groups a French number while typing', () => {
    expect(formatPhoneInput('')).toEqual({ value: '+33', caret: 3 });
    expect(typeInto('', '612345678')).toEqual({ value: '+33 6 12 34 56 78', caret: 17 });
  });

  it('drops the trunk 0 of a national number and keeps at most 9 digits', () => {
    expect(formatPhoneInput('06 12 34 56 78').value).toBe('+33 6 12 34 56 78');
    expect(formatPhoneInput('0033612345678').value).toBe('+33 6 12 34 56 78');
    expect(formatPhoneInput('+33 (0)6 12 34 56 78').value).toBe('+33 6 12 34 56 78');
    expect(formatPhoneInput('+33 6 12 34 56 78 9').value).toBe('+33 6 12 34 56 78');
    expect(formatPhoneInput('33612345678').value).toBe('+33 6 12 34 56 78');
  });

  it('restores the prefix when part of it is deleted', () => {
    expect(formatPhoneInput('+3 6 12', 2)).toEqual({ value: '+33 6 12', caret: 2 });
    expect(formatPhoneInput('33 6 12', 0)).toEqual({ value: '+33 6 12', caret: 0 });
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    // "+33 6 12| 34" then "9": the 9 lands after the 2 and the caret after the 9.
    const raw = '+33 6 129 34';
    expect(formatPhoneInput(raw, 9)).toEqual({ value: '+33 6 12 93 4', caret: 10 });
  });

  it('steps back over a grouping space on backspace instead of jumping to the end', () => {
    const state = { value: '+33 6 12 34', caret: 9 }; // just after the space before "34"
    expect(backspace(state)).toEqual({ value: '+33 6 12 34', caret: 8 });
    expect(backspace(backspace(state))).toEqual({ value: '+33 6 13 4', caret: 7 });
  });

  /** Position just after the k-th national digit of a formatted value (k = 0: before the first). */
  function afterDigit(value: string, k: number): number {
    if (k === 0) return value.length > 3 ? 4 : 3;
    let seen = -2; // the two 3s of the prefix
    for (let i = 0; i < value.length; i += 1) {
      if (/\d/.test(value.charAt(i))) seen += 1;
      if (seen === k) return i + 1;
    }
    throw new Error(`no digit ${k} in ${value}`);
  }
  const nationalDigits = fc.array(fc.constantFrom(...'123456789'), { minLength: 1, maxLength: 9 });

  it('typing a digit anywhere inserts it there and leaves the caret just after it', () => {
    fc.assert(
      fc.property(
        nationalDigits,
        fc.nat(),
        fc.constantFrom(...'123456789'),
        (digits, at, typed) => {
          fc.pre(digits.length < 9);
          const k = at % (digits.length + 1);
          const { value } = formatPhoneInput(`+33${digits.join('')}`);
          const caret = afterDigit(value, k);
          const out = formatPhoneInput(
            value.slice(0, caret) + typed + value.slice(caret),
            caret + 1,
          );
          const expected = [...digits.slice(0, k), typed, ...digits.slice(k)].join('');
          expect(out.value.replace(/\D/g, '').slice(2)).toBe(expected);
          expect(out.caret).toBe(afterDigit(out.value, k + 1));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('backspace after a digit removes that digit and leaves the caret after the previous one', () => {
    fc.assert(
      fc.property(nationalDigits, fc.nat(), (digits, at) => {
        const k = 1 + (at % digits.length);
        const { value } = formatPhoneInput(`+33${digits.join('')}`);
        const out = backspace({ value, caret: afterDigit(value, k) });
        const expected = [...digits.slice(0, k - 1), ...digits.slice(k)].join('');
        expect(out.value.replace(/\D/g, '').slice(2)).toBe(expected);
        expect(out.caret).toBe(afterDigit(out.value, k - 1));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the caret inside the bounds of the value, for any input and caret', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 40 }), (raw, caret) => {
        const out = formatPhoneInput(raw, caret);
        expect(out.caret).toBeGreaterThanOrEqual(0);
        expect(out.caret).toBeLessThanOrEqual(out.value.length);
        expect(out.value).toMatch(/^\+33( \d( \d\d?){0,4})?$/);
        expect(out.value.replace(/\D/g, '').length).toBeLessThanOrEqual(11);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normalizePhone (spec section 5)', () => {
  it('answers the international format when valid, otherwise the number without spaces', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('+33 6 12 34')).toBe('+3361234');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('formatter then normalizer', () => {
  const phoneish = fc.oneof(
    fc.string(),
    fc.array(fc.constantFrom(...'0123456789 +()'), { maxLength: 20 }).map((c) => c.join('')),
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(phoneish, (raw) => {
        const once = normalizePhone(formatPhoneInput(raw).value);
        const twice = normalizePhone(formatPhoneInput(once).value);
        expect(twice).toBe(once);
        expect(formatPhoneInput(formatPhoneInput(raw).value).value).toBe(
          formatPhoneInput(raw).value,
        );
        expect(normalizePhone(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the international format for every complete number typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'123456789'),
        fc.array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 8 }),
        (first, rest) => {
          const national = first + rest.join('');
          const normalized = normalizePhone(typeInto('', `0${national}`).value);
          expect(normalized).toBe(`+33${national}`);
          expect(frenchPhonePattern.test(normalized)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
