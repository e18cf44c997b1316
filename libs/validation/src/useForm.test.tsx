// @vitest-environment jsdom
import { I18nProvider, preloadAllMessageAreas } from '@velo/i18n';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyEmailSchema, emailSchema } from './contact';
import type { FormRules } from './form';
import { acceptTermsSchema } from './consent';
import { useForm } from './useForm';

interface Values extends Record<string, unknown> {
  email: string;
  terms: boolean;
}

// The terms message belongs to the registration area's texts, which the app loads with its routes.
beforeAll(() => preloadAllMessageAreas());

const rules: FormRules<Values> = {
  email: companyEmailSchema(['acme.fr']),
  terms: acceptTermsSchema,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="fr" storage={null}>
    {children}
  </I18nProvider>
);

async function renderForm(source: Parameters<typeof useForm<Values>>[0] = rules) {
  const hook = renderHook(
    () =>
      useForm<Values>(
        source,
        { email: '', terms: false },
        {
          'validation.email.notCompanyDomain': { domains: 'acme.fr' },
        },
      ),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current).not.toBeNull(), { timeout: 10_000 });
  return hook;
}

describe('useForm (spec section 5, form mechanics)', { timeout: 30_000 }, () => {
  it('a submit records each failing field once, translated, and says not to send', async () => {
    const { result } = await renderForm();
    let send = true;
    await act(async () => {
      send = await result.current.validateForSubmit();
    });
    expect(send).toBe(false);
    expect(result.current.errors.fields).toEqual(['email', 'terms']);
    expect(result.current.formProps.validationErrors).toEqual({
      email: 'L’adresse e-mail est requise',
      terms: expect.stringMatching(/conditions/i),
    });
    expect(result.current.textField('email')).toMatchObject({
      isInvalid: true,
      errorMessage: 'L’adresse e-mail est requise',
    });
  });

  it('keeps what was typed, and re-checks a field in error as it is corrected', async () => {
    const { result } = await renderForm();
    act(() => result.current.setValue('email', 'camille@gmail.com'));
    await act(async () => {
      result.current.textField('email').onBlur();
    });
    await waitFor(() => expect(result.current.textField('email').errorMessage).toMatch(/acme\.fr/));
    expect(result.current.values.email).toBe('camille@gmail.com');
    await act(async () => result.current.setValue('email', 'camille@acme.fr'));
    await waitFor(() => expect(result.current.textField('email').isInvalid).toBe(false));
    expect(result.current.values.email).toBe('camille@acme.fr');
  });

  it('takes a server verdict on one field', async () => {
    const { result } = await renderForm();
    act(() => result.current.setServerError('email', 'validation.email.invalid'));
    expect(result.current.formProps.validationErrors).toEqual({
      email: 'Adresse e-mail invalide',
    });
  });

  it('keeps its callbacks across renders when the message values are passed inline', async () => {
    const { result, rerender } = await renderForm();
    const { setServerError, textField } = result.current;
    rerender();
    expect(result.current.setServerError).toBe(setServerError);
    expect(result.current.textField).toBe(textField);
  });

  it('a valid submit over no shown error changes no state, so no field is rendered again', async () => {
    const { result } = await renderForm();
    act(() => result.current.textField('email').onChange('camille@acme.fr'));
    act(() => result.current.checkbox('terms').onChange(true));
    const { errors, textField, checkbox } = result.current;
    let send = false;
    await act(async () => {
      send = await result.current.validateForSubmit();
    });
    expect(send).toBe(true);
    expect(result.current.errors).toBe(errors);
    expect(result.current.textField).toBe(textField);
    expect(result.current.checkbox).toBe(checkbox);
  });

  it('works with lazily loaded rules, and without them when they cannot be fetched', async () => {
    const lazy = await renderForm(async () => ({ email: emailSchema }));
    let send = true;
    await act(async () => {
      send = await lazy.result.current.validateForSubmit();
    });
    expect(send).toBe(false);

    const offline = await renderForm(() => Promise.reject(new Error('chunk failed')));
    await act(async () => {
      send = await offline.result.current.validateForSubmit();
    });
    expect(send).toBe(true);
  });
});
