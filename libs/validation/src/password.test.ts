import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordMinLength, passwordSchema } from './password';

function firstMessage(value: unknown): string | undefined {
  const result = passwordSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('password rule (spec section 5)', () => {
  it('accepts exactly ten characters', () => {
    expect(firstMessage('0123456789')).toBeUndefined();
  });

  it('asks for a password when it is empty or missing', () => {
    expect(firstMessage('')).toBe(passwordMessages.required);
    expect(firstMessage(undefined)).toBe(passwordMessages.required);
  });

  it('says it is too short below ten characters', () => {
    expect(firstMessage('123456789')).toBe(passwordMessages.tooShort);
  });

  it('accepts every string of ten or more characters and rejects every shorter one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const ok = passwordSchema.safeParse(value).success;
        return ok === value.length >= passwordMinLength;
      }),
      { numRuns: 1000 },
    );
  });
});
