import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyEmailSchema, emailDomain } from './contact';

const messageOf = (schema: ReturnType<typeof companyEmailSchema>, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('company e-mail (spec sections 2.3 and 3: allowed e-mail domains)', () => {
  const acme = companyEmailSchema(['acme.fr', 'Acme-Group.com']);

  it('accepts an address on an allowed domain, whatever its case', () => {
    expect(messageOf(acme, 'camille.martin@acme.fr')).toBeUndefined();
    expect(messageOf(acme, 'Camille.Martin@ACME-group.com')).toBeUndefined();
  });

  it('refuses another domain with its own message, and a bad address with the e-mail rule', () => {
    expect(messageOf(acme, 'camille@gmail.com')).toBe('validation.email.notCompanyDomain');
    expect(messageOf(acme, 'camille@sub.acme.fr')).toBe('validation.email.notCompanyDomain');
    expect(messageOf(acme, '')).toBe('validation.email.required');
    expect(messageOf(acme, 'camille acme.fr')).toBe('validation.email.invalid');
  });

  it('with no domain listed, any valid address passes', () => {
    expect(messageOf(companyEmailSchema([]), 'camille@gmail.com')).toBeUndefined();
  });

  it('property: an address passes exactly when its domain is one of the allowed ones', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const domain = fc
      .tuple(label, fc.constantFrom('fr', 'com', 'eu'))
      .map(([l, tld]) => `${l}.${tld}`);
    fc.assert(
      fc.property(
        label,
        domain,
        fc.array(domain, { minLength: 1, maxLength: 4 }),
        (local, own, allowed) => {
          const email = `${local}@${own}`;
          const passes = messageOf(companyEmailSchema(allowed), email) === undefined;
          expect(passes).toBe(allowed.includes(emailDomain(email)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
