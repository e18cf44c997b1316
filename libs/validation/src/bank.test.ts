/**
 * The SEPA mandate's bank details (issue 13). Property tests (fast-check, 1000 runs): generated
 * valid IBANs pass in any formatting; a single-character change of one always fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bicSchema,
  formatIban,
  holderNameSchema,
  ibanSchema,
  isValidSepaIban,
  maskIban,
  normalizeIban,
} from './bank';

const runs = { numRuns: 1000 };

function messageOf(schema: { safeParse(v: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    { success: true } | { success: false; error: { issues: { message: string }[] } };
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** ISO 7064 MOD 97-10 of a string of digits and upper-case letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The IBAN of a BBAN: country, check digits 98 − (BBAN + country + "00") mod 97, BBAN. */
function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** France's RIB key: 97 − (89 × bank + 15 × branch + 3 × account) mod 97 (digits only here). */
function ribKey(bank: string, branch: string, account: string): string {
  const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  return String(key).padStart(2, '0');
}

const digits = (n: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));

/**
 * Valid IBANs of three SEPA countries whose BBAN is all digits: France (with its RIB key),
 * Germany and Spain (whose national check digits ibantools also verifies, so Spain is generated
 * with them: its two control digits follow the bank and branch).
 */
const frenchIban = fc
  .tuple(digits(5), digits(5), digits(11))
  .map(([bank, branch, account]) =>
    ibanOf('FR', `${bank}${branch}${account}${ribKey(bank, branch, account)}`),
  );
const germanIban = digits(18).map((bban) => ibanOf('DE', bban));

/** Spain's two control digits (Código Cuenta Cliente): weights 1,2,4,8,5,10,9,7,3,6 mod 11. */
function spanishControl(digits10: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = [...digits10].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const control = 11 - (sum % 11);
  return String(control === 11 ? 0 : control === 10 ? 1 : control);
}
const spanishIban = fc.tuple(digits(4), digits(4), digits(10)).map(([bank, branch, account]) => {
  const first = spanishControl(`00${bank}${branch}`);
  const second = spanishControl(account);
  return ibanOf('ES', `${bank}${branch}${first}${second}${account}`);
});
const validIban = fc.oneof(frenchIban, germanIban, spanishIban);

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * One character changed: deleted, inserted (a digit or letter), or replaced by a different digit,
 * letter or foreign character. Spaces and dashes are formatting (ignored), so they are not changes.
 * The one change MOD 97-10 cannot always see is a letter put where a digit was inside France's
 * alphanumeric account number (the letter counts as two digits, ~1 in 97 collide, and the RIB key
 * reads some letters as the digit they replace): there the replacement is a digit.
 */
const change = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.nat(),
  char: fc.constantFrom(...alphabet, '.', '/', '_', 'é', '+', '#'),
});

function applyChange(
  iban: string,
  c: { kind: string; at: number; char: string },
): string | undefined {
  if (c.kind === 'insert') {
    const at = c.at % (iban.length + 1);
    if (!/[0-9A-Z]/.test(c.char)) return undefined;
    return iban.slice(0, at) + c.char + iban.slice(at);
  }
  const at = c.at % iban.length;
  if (c.kind === 'delete') return iban.slice(0, at) + iban.slice(at + 1);
  if (c.char === iban[at]) return undefined;
  const inFrenchAccount = iban.startsWith('FR') && at >= 14 && at <= 24;
  if (inFrenchAccount && /[A-Z]/.test(c.char)) return undefined;
  return iban.slice(0, at) + c.char + iban.slice(at + 1);
}

describe('ibanSchema', () => {
  it('accepts every generated valid IBAN, typed in electronic, grouped or lower-case form', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(messageOf(ibanSchema, iban)).toBeUndefined();
        expect(messageOf(ibanSchema, formatIban(iban))).toBeUndefined();
        expect(messageOf(ibanSchema, formatIban(iban).toLowerCase())).toBeUndefined();
        expect(isValidSepaIban(iban)).toBe(true);
      }),
      runs,
    );
  });

  it('refuses every single-character change of a valid IBAN', () => {
    fc.assert(
      fc.property(validIban, change, (iban, c) => {
        const changed = applyChange(iban, c);
        fc.pre(changed !== undefined);
        expect(messageOf(ibanSchema, changed)).toBe('validation.iban.invalid');
        expect(isValidSepaIban(changed!)).toBe(false);
      }),
      runs,
    );
  });

  it('says required when empty and refuses an account outside SEPA', () => {
    expect(messageOf(ibanSchema, '')).toBe('validation.iban.required');
    expect(messageOf(ibanSchema, '   ')).toBe('validation.iban.required');
    expect(messageOf(ibanSchema, undefined)).toBe('validation.iban.required');
    // A valid Brazilian IBAN (ibantools' own example): valid, but no SEPA debit.
    expect(messageOf(ibanSchema, 'BR1800360305000010009795493C1')).toBe('validation.iban.notSepa');
  });

  it('accepts the demo IBANs of the seeds', () => {
    for (const iban of [
      'FR7630006000011234567890189',
      'FR76 3000 4008 1900 0123 4567 879',
      'FR7620041010050500013260210',
      'FR7610278060010002052710186',
    ]) {
      expect(messageOf(ibanSchema, iban), iban).toBeUndefined();
    }
  });
});

describe('IBAN display', () => {
  it('groups by four and masks all but the country, check digits and last three', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(normalizeIban('FR76 3000-6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• •••• 189');
    expect(maskIban('')).toBe('');
  });
});

describe('bicSchema and holderNameSchema', () => {
  it('accepts 8 and 11 character BICs in any case and spacing, refuses other shapes', () => {
    expect(messageOf(bicSchema, 'AGRIFRPP')).toBeUndefined();
    expect(messageOf(bicSchema, 'bnpa fr pp xxx')).toBeUndefined();
    expect(messageOf(bicSchema, '')).toBe('validation.bic.required');
    expect(messageOf(bicSchema, 'AGRIFRP')).toBe('validation.bic.invalid');
    expect(messageOf(bicSchema, 'AGRI1RPP')).toBe('validation.bic.invalid');
    expect(messageOf(bicSchema, 'AGRIFRPPX')).toBe('validation.bic.invalid');
  });

  it('requires a holder name of at most 140 characters', () => {
    expect(messageOf(holderNameSchema, 'Thomas Lefèvre')).toBeUndefined();
    expect(messageOf(holderNameSchema, '  ')).toBe('validation.holderName.required');
    expect(messageOf(holderNameSchema, 'x'.repeat(141))).toBe('validation.holderName.tooLong');
  });
});
