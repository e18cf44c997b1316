import type { Locale } from '@velo/i18n';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useUiLocale } from '../../i18n/UiLocale';
import { button as buttonStyle } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import * as styles from './FileField.css';

export interface FileFieldProps {
  /** The visible label (RGAA 11.1). */
  label: ReactNode;
  /** Help under the label, e.g. the accepted types and the size limit, linked by aria-describedby. */
  description?: ReactNode;
  /** Shown under the field and linked to it when `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Draws the required star; the screen's rules say what is missing. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** MIME types the picker offers. A hint only: the screen checks the chosen files again. */
  acceptedFileTypes?: readonly string[];
  /** Several files: each choice adds to the list; otherwise a choice replaces the file. */
  allowsMultiple?: boolean;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The chooser button's text, e.g. "Choisir un fichier". */
  buttonText: string;
  /** The remove button's accessible name for a file, e.g. `(name) => \`Retirer ${name}\``. */
  removeText: (fileName: string) => string;
  /** A size in the screen's words; defaults to kB/MB in the UiLocaleProvider's language. */
  formatSize?: (bytes: number) => string;
  /** The field's name: the key of its error in the form. */
  name?: string;
  locale?: Locale;
  UNSAFE_className?: string;
}

/** 1 kB = 1,000 bytes, as file managers on phones and macOS count them. */
export function defaultFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000)));
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A labelled file chooser (react-aria FileTrigger behind a button, so Enter and Space open the
 * system picker and the focus ring is the buttons' own), the chosen files listed with their name,
 * size and a remove button, and the error under the field like every other field's (RGAA 11.10).
 * The button is named by the label and its text, described by the help and the error, and carries
 * `aria-invalid` and `data-field-control`, so @velo/ui's Form lists it in its error summary and
 * moves focus to it after a failed submit. Removing a file puts the focus back on the chooser.
 */
export function FileField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  acceptedFileTypes,
  allowsMultiple = false,
  files,
  onChange,
  buttonText,
  removeText,
  formatSize,
  name,
  locale,
  UNSAFE_className,
}: FileFieldProps) {
  const uiLocale = useUiLocale(locale);
  const id = useId();
  const buttonId = `${id}-button`;
  const labelId = `${id}-label`;
  const textId = `${id}-text`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const ownTrigger = useRef<HTMLButtonElement | null>(null);
  const showError = isInvalid && errorMessage !== undefined && errorMessage !== null;
  const describedBy = [description ? helpId : null, showError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const size = (bytes: number) =>
    formatSize ? formatSize(bytes) : defaultFileSize(bytes, uiLocale);

  // react-aria's Button does not pass aria-invalid through; the Form finds invalid fields by it.
  useEffect(() => {
    const button = ownTrigger.current;
    if (!button) return;
    if (isInvalid) button.setAttribute('aria-invalid', 'true');
    else button.removeAttribute('aria-invalid');
  }, [isInvalid]);

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    if (!allowsMultiple) return onChange(chosen.slice(0, 1));
    onChange([...files, ...chosen.filter((file) => !files.some((kept) => sameFile(kept, file)))]);
  };

  const remove = (index: number) => {
    onChange(files.filter((_, at) => at !== index));
    // The remove button goes with its file: the focus would fall to the page's start.
    ownTrigger.current?.focus();
  };

  return (
    <div className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={buttonId} className={styles.label}>
        {label}
        {/* The star is the visual cue only (RGAA 11.10); the screen's message names the file. */}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? (
        <span id={helpId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <FileTrigger
        {...(acceptedFileTypes ? { acceptedFileTypes: [...acceptedFileTypes] } : {})}
        allowsMultiple={allowsMultiple}
        onSelect={choose}
      >
        <AriaButton
          ref={ownTrigger}
          id={buttonId}
          data-variant="outline"
          isDisabled={isDisabled}
          aria-labelledby={`${labelId} ${textId}`}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          {...(name ? { name } : {})}
          className={[
            buttonStyle({ variant: 'outline', size: 'md', fullWidth: false }),
            styles.trigger,
            isInvalid ? styles.invalidTrigger : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-field-control=""
        >
          <span id={textId}>{buttonText}</span>
        </AriaButton>
      </FileTrigger>
      {files.length > 0 ? (
        <ul className={styles.files} aria-labelledby={labelId}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{size(file.size)}</span>
              <AriaButton
                className={styles.iconButton}
                aria-label={removeText(file.name)}
                isDisabled={isDisabled}
                onPress={() => remove(index)}
              >
                <Icon name="close" />
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      {showError ? (
        <span id={errorId} className={styles.error} data-field-error="">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
