// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './contact';
import { sponsorCodeErrorFromStatus } from './serverErrors';
import { useFormValidation } from './useFormValidation';
import type { FormRules } from './form';

interface Values {
  email: string;
  sponsorCode: string;
}
const rules: FormRules<Values> = { email: emailSchema };

describe('useFormValidation', () => {
  it('validates a field, the whole form, and takes a server verdict on a field', () => {
    const { result } = renderHook(() => useFormValidation(rules));
    let ok = true;
    act(() => {
      ok = result.current.validateField('email', { email: 'nope', sponsorCode: '' });
    });
    expect(ok).toBe(false);
    expect(result.current.errorFor('email')).toBe('validation.email.invalid');

    act(() => {
      ok = result.current.validateForm({ email: 'lea@velo.fr', sponsorCode: 'ABC' });
    });
    expect(ok).toBe(true);
    expect(result.current.errors.fields).toEqual([]);

    const verdict = sponsorCodeErrorFromStatus(422);
    act(() => {
      if (verdict) result.current.setFieldError('sponsorCode', verdict);
    });
    expect(result.current.errors).toEqual({
      fields: ['sponsorCode'],
      messages: { sponsorCode: 'validation.sponsorCode.invalid' },
    });

    act(() => result.current.clearErrors());
    expect(result.current.errors.fields).toEqual([]);
  });
});
