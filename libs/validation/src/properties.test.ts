/**
 * Property tests of the spec section 5 validators (fast-check, 1000 runs each): every generated
 * valid value passes, and every mutation of it that breaks the rule fails with the rule's message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyVatSchema } from './company';
import { frenchMobileSchema, postalCodeSchema, registrationPostalCodeSchema } from './contact';
import { formErrorsFromIssues, validateForm } from './form';
import type { FormRules } from './form';
import { emailSchema } from './contact';
import { passwordSchema } from './password';
import { sirenSchema, siretSchema, vatSchema } from './company';
import type { SchemaLike } from './form';

const runs = { numRuns: 1000 };

function messageOf(schema: SchemaLike, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) =>
  fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
/** Characters no rule of the table accepts in a digit or alphanumeric position. */
const foreign = fc.constantFrom('-', '.', '/', '_', 'é', '+', '#', '\u00a0', 'O\u0308');

/** Deletes one character, inserts one character, or replaces one with a character from `by`. */
function mutation(by: fc.Arbitrary<string>) {
  return fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), char: fc.constant('') }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: fc.oneof(digit, alnum) }),
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char: by }),
  );
}

function mutate(
  value: string,
  m: { kind: 'delete' | 'insert' | 'replace'; at: number; char: string },
) {
  const at = m.at % (value.length + (m.kind === 'insert' ? 1 : 0));
  if (m.kind === 'delete') return value.slice(0, at) + value.slice(at + 1);
  if (m.kind === 'insert') return value.slice(0, at) + m.char + value.slice(at);
  return value.slice(0, at) + m.char + value.slice(at + 1);
}

describe('SIRET and SIREN', () => {
  it('accepts every 14-digit SIRET and refuses every mutation of one', () => {
    fc.assert(
      fc.property(digits(14), mutation(foreign), (siret, m) => {
        expect(messageOf(siretSchema, siret)).toBeUndefined();
        expect(messageOf(siretSchema, mutate(siret, m))).toBe('validation.siret.invalid');
      }),
      runs,
    );
  });

  it('accepts every 9-digit SIREN and refuses every mutation of one', () => {
    fc.assert(
      fc.property(digits(9), mutation(foreign), (siren, m) => {
        expect(messageOf(sirenSchema, siren)).toBeUndefined();
        expect(messageOf(sirenSchema, mutate(siren, m))).toBe('validation.siren.invalid');
      }),
      runs,
    );
  });
});

describe('VAT identifier', () => {
  const frVat = fc
    .tuple(digits(2), digits(9))
    .map(([key, siren]) => ({ vat: `FR${key}${siren}`, siren }));
  const nlVat = fc.array(alnum, { minLength: 16, maxLength: 16 }).map((c) => `NL${c.join('')}`);

  it('accepts FR + 2 figures + the company SIREN, and refuses every mutation', () => {
    fc.assert(
      fc.property(frVat, mutation(foreign), ({ vat, siren }, m) => {
        const schema = companyVatSchema({ siren });
        expect(messageOf(schema, vat)).toBeUndefined();
        expect(messageOf(vatSchema, vat)).toBeUndefined();
        const mutated = mutate(vat, m);
        expect(messageOf(schema, mutated)).toBe(
          mutated === '' ? 'validation.vat.required' : 'validation.vat.invalid',
        );
      }),
      runs,
    );
  });

  it('refuses a French VAT identifier that carries another SIREN', () => {
    fc.assert(
      fc.property(frVat, digits(9), ({ vat }, other) => {
        fc.pre(vat.slice(4) !== other);
        expect(messageOf(companyVatSchema({ siren: other }), vat)).toBe('validation.vat.invalid');
      }),
      runs,
    );
  });

  it('accepts NL + 16 figures or letters and refuses every mutation', () => {
    fc.assert(
      fc.property(nlVat, mutation(foreign), (vat, m) => {
        expect(messageOf(vatSchema, vat)).toBeUndefined();
        expect(messageOf(vatSchema, mutate(vat, m))).toBe('validation.vat.invalid');
      }),
      runs,
    );
  });

  it('lets any exempt company leave it empty, and no other', () => {
    const flags = fc.record({
      isService: fc.boolean(),
      isPartner: fc.boolean(),
      isECommerceRetailer: fc.boolean(),
    });
    fc.assert(
      fc.property(flags, (context) => {
        const exempt = context.isService || context.isPartner || context.isECommerceRetailer;
        expect(messageOf(companyVatSchema(context), '')).toBe(
          exempt ? undefined : 'validation.vat.required',
        );
      }),
      runs,
    );
  });
});

describe('French mobile phone', () => {
  /** +33, 6 or 7, 8 digits, with spaces sprinkled anywhere (the rule removes them). */
  const mobile = fc
    .tuple(fc.constantFrom('6', '7'), digits(8), fc.array(fc.nat(), { maxLength: 6 }))
    .map(([first, rest, spaces]) => {
      let value = `+33${first}${rest}`;
      for (const at of spaces) {
        const i = at % (value.length + 1);
        value = `${value.slice(0, i)} ${value.slice(i)}`;
      }
      return value;
    });

  it('accepts every well-formed number and refuses every broken one', () => {
    const breakIt = fc.oneof(
      fc.constant((v: string) => v.replace(/\d(?=\D*$)/, '')), // one digit too few
      fc.constant((v: string) => `${v}0`), // one digit too many
      fc
        .constantFrom('0', '1', '2', '3', '4', '5', '8', '9')
        .map((d) => (v: string) => v.replace(/^(\s*\+\s*3\s*3\s*)[67]/, `$1${d}`)),
      fc.constant((v: string) => v.replace('+', '')), // no international prefix
      foreign.map((c) => (v: string) => v.replace(/\d(?=\D*$)/, c)),
    );
    fc.assert(
      fc.property(mobile, breakIt, (value, broken) => {
        expect(messageOf(frenchMobileSchema, value)).toBeUndefined();
        expect(messageOf(frenchMobileSchema, broken(value))).toBe('validation.phone.mobile');
      }),
      runs,
    );
  });
});

describe('postal codes', () => {
  const validatorCode = fc
    .array(fc.oneof(alnum, fc.constant(' ')), { minLength: 4, maxLength: 7 })
    .map((c) => c.join(''));

  it('validator: accepts 4 to 7 figures, letters or spaces and refuses foreign characters and lengths', () => {
    fc.assert(
      fc.property(validatorCode, foreign, fc.nat(), (code, bad, at) => {
        expect(messageOf(postalCodeSchema, code)).toBeUndefined();
        const i = at % code.length;
        expect(messageOf(postalCodeSchema, code.slice(0, i) + bad + code.slice(i + 1))).toBe(
          'validation.postalCode.invalid',
        );
        expect(messageOf(postalCodeSchema, code.padEnd(8, '0'))).toBe(
          'validation.postalCode.invalid',
        );
        expect(messageOf(postalCodeSchema, code.slice(0, 3))).toBe('validation.postalCode.invalid');
      }),
      runs,
    );
  });

  it('registration: accepts 4 or 5 digits and refuses every mutation that breaks it', () => {
    const code = fc.oneof(digits(4), digits(5));
    const nonDigit = fc.oneof(foreign, fc.constantFrom(...'ABCXYZ '));
    fc.assert(
      fc.property(code, nonDigit, fc.nat(), (value, bad, at) => {
        expect(messageOf(registrationPostalCodeSchema, value)).toBeUndefined();
        const i = at % value.length;
        expect(
          messageOf(registrationPostalCodeSchema, value.slice(0, i) + bad + value.slice(i + 1)),
        ).toBe('validation.postalCode.registration');
        expect(messageOf(registrationPostalCodeSchema, `${value}00`.slice(0, 6))).toBe(
          'validation.postalCode.registration',
        );
        expect(messageOf(registrationPostalCodeSchema, value.slice(0, 3))).toBe(
          'validation.postalCode.registration',
        );
      }),
      runs,
    );
  });
});

describe('whole-form validation (spec section 5)', () => {
  interface Values {
    email: string;
    password: string;
    siret: string;
  }
  const rules: FormRules<Values> = {
    email: emailSchema,
    password: passwordSchema,
    siret: siretSchema,
  };

  it('never lists a field twice and keeps each failing field’s first message', () => {
    const values = fc.record({ email: fc.string(), password: fc.string(), siret: fc.string() });
    fc.assert(
      fc.property(values, (v) => {
        const errors = validateForm(rules, v);
        expect(new Set(errors.fields).size).toBe(errors.fields.length);
        for (const field of ['email', 'password', 'siret'] as const) {
          const own = rules[field] as SchemaLike;
          const result = own.safeParse(v[field]);
          expect(errors.fields.includes(field)).toBe(!result.success);
          expect(errors.messages[field]).toBe(
            result.success ? undefined : result.error.issues[0]?.message,
          );
        }
      }),
      runs,
    );
  });

  it('from any issue list, records each field once with its first message', () => {
    const issue = fc.record({
      path: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 0), { minLength: 1, maxLength: 3 }),
      message: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 30 }), (issues) => {
        const errors = formErrorsFromIssues(issues);
        expect(new Set(errors.fields).size).toBe(errors.fields.length);
        for (const field of errors.fields) {
          expect(errors.messages[field]).toBe(issues.find((i) => i.path[0] === field)?.message);
        }
        const named = new Set(issues.map((i) => i.path[0]).filter((f) => typeof f === 'string'));
        expect(new Set(errors.fields)).toEqual(named);
      }),
      runs,
    );
  });
});
