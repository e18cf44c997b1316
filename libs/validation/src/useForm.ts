import { useFormatMessage, type MessageId } from '@velo/i18n';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  clearFieldError,
  createFormErrors,
  fieldMessage,
  setFieldError,
  validateForm,
  type FormErrors,
  type FormRules,
} from './form';

/** The ICU values a message needs, keyed by message id (e.g. `{ 'validation.email.notCompanyDomain': { domains } }`). */
export type FormMessageValues = Partial<Record<string, Record<string, string | number>>>;

/** The rules of a form, or a loader for them (keeps zod out of a page's first chunks). */
export type RulesSource<V> = FormRules<V> | (() => Promise<FormRules<V>>);

/** What `textField` gives a text input: its value, handlers and translated error, ready to spread. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/** What `checkbox` gives a checkbox. */
export interface CheckboxBinding {
  name: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/**
 * The one form hook of the screens, on the framework-free mechanics of form.ts (spec section 5: one
 * field on blur adds or removes its error; the whole form on submit records each failing field once,
 * keeping the first message). Values stay as typed, so nothing is lost on an error; each error is
 * shown translated next to its field; after a failed submit `formProps.validationErrors` changes
 * once, which makes @velo/ui's Form list the errors and move focus to the first invalid field.
 */
export function useForm<V extends Record<string, unknown>>(
  source: RulesSource<V>,
  initial: V,
  messageValues: FormMessageValues = {},
) {
  type F = keyof V & string;
  const format = useFormatMessage();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>(createFormErrors<F>);
  const [submitErrors, setSubmitErrors] = useState<Record<string, string> | undefined>(undefined);
  const rulesRef = useRef<FormRules<V> | null>(typeof source === 'function' ? null : source);
  const loadingRef = useRef<Promise<FormRules<V>> | null>(null);

  // Screens pass the values inline, a new object at each render: keyed by content, the callbacks
  // below keep their identity, so an effect depending on `setServerError` does not run at every
  // render (it would loop when it sets an error).
  const valuesKey = JSON.stringify(messageValues);
  const stableValues = useMemo(() => JSON.parse(valuesKey) as FormMessageValues, [valuesKey]);
  const translate = useCallback(
    // The ids come from the rules of this library, whose ids the catalogue check covers.
    (id: string) => format(id as MessageId, stableValues[id] as never),
    [format, stableValues],
  );

  const rules = useCallback(async (): Promise<FormRules<V>> => {
    if (rulesRef.current) return rulesRef.current;
    if (typeof source !== 'function') return source;
    loadingRef.current ??= source().then(
      (loaded) => (rulesRef.current = loaded),
      () => {
        // The rules could not be fetched (offline, a failed chunk): the form still works, the server
        // checks what it receives, and the next attempt tries the rules again.
        loadingRef.current = null;
        return {};
      },
    );
    return loadingRef.current;
  }, [source]);

  const checkField = useCallback(
    async (field: F, current: V) => {
      const message = fieldMessage(await rules(), field, current);
      setErrors((previous) =>
        message === undefined
          ? clearFieldError(previous, field)
          : setFieldError(previous, field, message),
      );
    },
    [rules],
  );

  const errorText = useCallback(
    (field: F): string | undefined => {
      const id = errors.messages[field];
      return id ? translate(id) : undefined;
    },
    [errors, translate],
  );

  const setValue = useCallback(
    <K extends F>(field: K, value: V[K]) => {
      setValues((previous) => {
        const next = { ...previous, [field]: value };
        // A field already shown in error is re-checked as the user corrects it.
        if (errors.messages[field] !== undefined) void checkField(field, next);
        return next;
      });
    },
    [errors, checkField],
  );

  const textField = useCallback(
    (field: F): TextFieldBinding => {
      const error = errorText(field);
      return {
        name: field,
        value: String(values[field] ?? ''),
        onChange: (value: string) => setValue(field, value as V[typeof field]),
        onBlur: () => void checkField(field, values),
        isInvalid: error !== undefined,
        ...(error === undefined ? {} : { errorMessage: error }),
      };
    },
    [errorText, setValue, checkField, values],
  );

  const checkbox = useCallback(
    (field: F): CheckboxBinding => {
      const error = errorText(field);
      return {
        name: field,
        isSelected: values[field] === true,
        onChange: (selected: boolean) => setValue(field, selected as V[typeof field]),
        isInvalid: error !== undefined,
        ...(error === undefined ? {} : { errorMessage: error }),
      };
    },
    [errorText, setValue, values],
  );

  /** Validates everything; on failure the Form summarises and focuses. Resolves whether to send. */
  const validateForSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const result = validateForm(await rules(), values);
      // A valid form over no shown error keeps its state (and `textField`, `checkbox` their
      // identity): the click that sends it renders no field.
      setErrors((previous) =>
        result.fields.length === 0 && previous.fields.length === 0 ? previous : result,
      );
      if (result.fields.length === 0) return true;
      const shown: Record<string, string> = {};
      for (const field of result.fields) {
        const id = result.messages[field];
        if (id) shown[field] = translate(id);
      }
      setSubmitErrors(shown);
      return false;
    },
    [rules, values, translate],
  );

  /** A server verdict on one field (e.g. e-mail already taken): shown and focused like the others. */
  const setServerError = useCallback(
    (field: F, messageId: MessageId) => {
      setErrors((previous) => setFieldError(previous, field, messageId));
      setSubmitErrors({ [field]: translate(messageId) });
    },
    [translate],
  );

  const formProps = useMemo(
    () => ({
      validationBehavior: 'aria' as const,
      // Fetches lazily loaded rules as soon as the user starts on the form.
      onFocus: () => void rules(),
      ...(submitErrors ? { validationErrors: submitErrors } : {}),
    }),
    [submitErrors, rules],
  );

  return {
    values,
    errors,
    setValue,
    textField,
    checkbox,
    validateForSubmit,
    setServerError,
    formProps,
  };
}
