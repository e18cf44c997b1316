import type { Locale } from '@velo/i18n';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  /**
   * List the invalid fields above the form after a failed submit, each a link to its field
   * (RGAA 11.11 and WCAG 3.3.1). @default true
   */
  showErrorSummary?: boolean;
  /**
   * A refusal of the whole form, not of one field (the server asks to wait, or refuses what no field
   * explains): an error alert above the fields, announced. Nothing typed is lost. Give `refusalRef`
   * to move the focus to it after a submit.
   */
  refusal?: ReactNode;
  refusalRef?: Ref<HTMLDivElement> | undefined;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
  UNSAFE_className?: string;
}

interface SummaryEntry {
  id: string;
  label: string;
  message: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

function isControl(element: Element): element is Control {
  return (
    // A field whose control is a button (FileField's chooser) says so with data-field-control.
    (element instanceof HTMLButtonElement && element.dataset['fieldControl'] !== undefined) ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * A label's own text: a checkbox's label also holds its error message, which the summary shows
 * after the label, not run into it ("…d’utilisationVeuillez accepter…").
 */
function labelText(label: HTMLLabelElement | undefined): string | undefined {
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('[data-field-error], [slot="errorMessage"]'))
    node.remove();
  return copy.textContent?.replace(/\s*\*\s*$/, '').trim();
}

/** The invalid controls of a form, in document order, with their label and message as users see them. */
/**
 * `shownOnly`: only the fields that display an error (aria-invalid), e.g. after server errors, when
 * untouched empty required fields are not errors yet.
 */
function invalidEntries(
  form: HTMLFormElement,
  idPrefix: string,
  shownOnly = false,
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const seen = new Set<string>();
  for (const [index, element] of Array.from(form.elements).entries()) {
    if (!isControl(element) || element.type === 'hidden' || element.disabled) continue;
    const shown = element.getAttribute('aria-invalid') === 'true';
    const invalid = shownOnly ? shown : shown || !element.validity.valid;
    if (!invalid) continue;
    // The summary links to each control by id; react-aria leaves some (checkboxes) without one.
    if (!element.id) element.id = `${idPrefix}-control-${index}`;
    // Radio buttons of one group are one question: list the group once.
    const key = element.type === 'radio' && element.name ? `radio:${element.name}` : element.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const label = labelText(element.labels?.[0]) ?? element.name;
    const describedBy = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? form.ownerDocument.getElementById(id) : null))
      .find(
        (node) =>
          node?.getAttribute('slot') === 'errorMessage' ||
          node?.dataset['fieldError'] !== undefined,
      );
    const inLabel = element.labels?.[0]?.querySelector('[data-field-error]');
    const message =
      describedBy?.textContent?.trim() || inLabel?.textContent?.trim() || element.validationMessage;
    entries.push({ id: element.id, label, message });
  }
  return entries;
}

/**
 * A form built on react-aria's: fields validate natively, server errors come through
 * `validationErrors` (keyed by field name), and after a failed submit focus moves to the first
 * invalid field (react-aria does it for native validation; this component does it for server errors)
 * while a summary lists every error with a link to its field.
 */
export function Form({
  showErrorSummary = true,
  locale,
  UNSAFE_className,
  children,
  onSubmit,
  validationErrors,
  refusal,
  refusalRef,
  ...props
}: FormProps) {
  const strings = useUiStrings(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [entries, setEntries] = useState<SummaryEntry[]>([]);
  const scheduled = useRef(false);

  const refreshSummary = useCallback(() => {
    scheduled.current = false;
    const form = formRef.current;
    if (form) setEntries(invalidEntries(form, titleId));
  }, [titleId]);

  // `invalid` does not bubble: listen in the capture phase, then read the whole form once the
  // browser has fired the event on every invalid control of this submit attempt.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInvalid = () => {
      if (scheduled.current) return;
      scheduled.current = true;
      setTimeout(refreshSummary, 0);
    };
    form.addEventListener('invalid', onInvalid, true);
    return () => form.removeEventListener('invalid', onInvalid, true);
  }, [refreshSummary]);

  // Server errors arrive after the submit: mark, list, and focus the first of them.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !validationErrors || Object.keys(validationErrors).length === 0) return;
    const timer = setTimeout(() => {
      const found = invalidEntries(form, titleId, true);
      setEntries(found);
      const first = found[0] && form.ownerDocument.getElementById(found[0].id);
      first?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [validationErrors, titleId]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Without a summary shown, the state stays as it is (no render of the form at the submit).
    setEntries((previous) => (previous.length === 0 ? previous : []));
    onSubmit?.(event);
  };

  return (
    <AriaForm
      {...props}
      {...(validationErrors ? { validationErrors } : {})}
      ref={formRef}
      onSubmit={handleSubmit}
      className={[styles.form, UNSAFE_className].filter(Boolean).join(' ')}
    >
      {showErrorSummary && entries.length > 0 ? (
        <div
          className={styles.summary}
          role="group"
          aria-labelledby={titleId}
          data-error-summary=""
        >
          <p id={titleId} className={styles.summaryTitle}>
            {strings.errorSummaryTitle(entries.length)}
          </p>
          <ul className={styles.summaryList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  className={styles.summaryLink}
                  href={`#${entry.id}`}
                  onClick={(event) => {
                    // The field, not just the page position: focus lands in the control to fix.
                    event.preventDefault();
                    formRef.current?.ownerDocument.getElementById(entry.id)?.focus();
                  }}
                >
                  {entry.label}
                  {entry.message ? ` : ${entry.message}` : ''}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {refusal ? (
        <InlineAlert tone="error" role="alert" {...(refusalRef ? { ref: refusalRef } : {})}>
          {refusal}
        </InlineAlert>
      ) : null}
      {children}
    </AriaForm>
  );
}
