import { describe, expect, it } from 'vitest';
import { emailSchema } from './contact';
import {
  clearFieldError,
  createFormErrors,
  setFieldError,
  validateField,
  validateForm,
} from './form';
import type { FormRules } from './form';
import { confirmPasswordSchema, passwordSchema } from './password';

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
}

const rules: FormRules<Values> = {
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: (values) => confirmPasswordSchema(values.password),
};

describe('form mechanics (spec section 5)', () => {
  it('adds a failing field with its message, then removes it once fixed', () => {
    let errors = createFormErrors<keyof Values>();
    errors = validateField(errors, rules, 'email', {
      email: 'x',
      password: '',
      confirmPassword: '',
    });
    expect(errors).toEqual({ fields: ['email'], messages: { email: 'validation.email.invalid' } });
    errors = validateField(errors, rules, 'email', {
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(errors).toEqual({ fields: ['email'], messages: { email: 'validation.email.required' } });
    errors = validateField(errors, rules, 'email', {
      email: 'a@b.fr',
      password: '',
      confirmPassword: '',
    });
    expect(errors).toEqual({ fields: [], messages: {} });
  });

  it('lets a field rule read the other values (confirmation against the password)', () => {
    const values = { email: 'a@b.fr', password: '0123456789', confirmPassword: '0123456789x' };
    const errors = validateField(
      createFormErrors<keyof Values>(),
      rules,
      'confirmPassword',
      values,
    );
    expect(errors.messages.confirmPassword).toBe('validation.confirmPassword.mismatch');
  });

  it('records every failing field once, in the rules order, with its first message', () => {
    const errors = validateForm(rules, { email: '', password: 'short', confirmPassword: 'other' });
    expect(errors.fields).toEqual(['email', 'password', 'confirmPassword']);
    expect(errors.messages).toEqual({
      email: 'validation.email.required',
      password: 'validation.password.tooShort',
      confirmPassword: 'validation.confirmPassword.mismatch',
    });
  });

  it('keeps a field in place when its message changes, and clears only that field', () => {
    let errors = setFieldError(createFormErrors<string>(), 'a', 'x');
    errors = setFieldError(errors, 'b', 'y');
    errors = setFieldError(errors, 'a', 'z');
    expect(errors).toEqual({ fields: ['a', 'b'], messages: { a: 'z', b: 'y' } });
    expect(clearFieldError(errors, 'a')).toEqual({ fields: ['b'], messages: { b: 'y' } });
  });
});
