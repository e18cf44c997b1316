import { useCallback, useState } from 'react';
import {
  clearFieldError,
  createFormErrors,
  fieldMessage,
  setFieldError,
  validateForm,
} from './form';
import type { FormErrors, FormRules } from './form';

export interface FormValidation<V> {
  /** The current errors (see form.ts): `fields` in order, `messages` by field. */
  errors: FormErrors<keyof V & string>;
  /** Message id of the field, or undefined: what the field shows under its input. */
  errorFor(field: keyof V & string): string | undefined;
  /** Spec section 5, one field (on blur or change). Answers true when the field passes. */
  validateField(field: keyof V & string, values: V): boolean;
  /** Spec section 5, whole form (on submit). Answers true when the form can be sent. */
  validateForm(values: V): boolean;
  /** A server verdict on a field, e.g. `sponsorCodeErrorFromStatus(status)`. */
  setFieldError(field: keyof V & string, messageId: string): void;
  clearErrors(): void;
}

/**
 * The screens' hook over the framework-free mechanics. It holds only the errors; the values stay
 * wherever the form keeps them and are passed in, so it works with controlled or uncontrolled inputs.
 */
export function useFormValidation<V>(rules: FormRules<V>): FormValidation<V> {
  type F = keyof V & string;
  const [errors, setErrors] = useState<FormErrors<F>>(createFormErrors<F>);

  const validateOne = useCallback(
    (field: F, values: V) => {
      const message = fieldMessage(rules, field, values);
      // The functional update keeps two fields validated in the same tick from overwriting each other.
      setErrors((previous) =>
        message === undefined
          ? clearFieldError(previous, field)
          : setFieldError(previous, field, message),
      );
      return message === undefined;
    },
    [rules],
  );

  const validateAll = useCallback(
    (values: V) => {
      const next = validateForm(rules, values);
      setErrors(next);
      return next.fields.length === 0;
    },
    [rules],
  );

  const setServerError = useCallback((field: F, messageId: string) => {
    setErrors((previous) => setFieldError(previous, field, messageId));
  }, []);

  const clearErrors = useCallback(() => setErrors(createFormErrors<F>()), []);
  const errorFor = useCallback((field: F) => errors.messages[field], [errors]);

  return {
    errors,
    errorFor,
    validateField: validateOne,
    validateForm: validateAll,
    setFieldError: setServerError,
    clearErrors,
  };
}
