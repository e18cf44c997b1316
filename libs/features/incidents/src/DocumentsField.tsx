import { useId, type Ref } from 'react';
import * as styles from './incidents.css';

export interface DocumentsFieldProps {
  label: string;
  description: string;
  /** The translated error, shown under the control and linked to it. */
  errorMessage?: string | undefined;
  /** MIME types the picker offers (the form checks again: a picker's filter is only a hint). */
  accept: readonly string[];
  multiple: boolean;
  isRequired: boolean;
  onChange: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file picker labelled and described like @velo/ui's fields (RGAA 11.1 label, 11.10 error next to
 * the field and linked by aria-describedby). The native input keeps the browser's own keyboard access
 * (Enter or Space opens the picker) and its announcement of the chosen files. `data-field-error`
 * lets @velo/ui's Form list the error in its summary and move focus here.
 */
export function DocumentsField({
  label,
  description,
  errorMessage,
  accept,
  multiple,
  isRequired,
  onChange,
  inputRef,
}: DocumentsFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.fileField}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <span id={helpId} className={styles.fileHelp}>
        {description}
      </span>
      <input
        ref={inputRef}
        id={id}
        name="documents"
        type="file"
        className={styles.fileInput}
        accept={accept.join(',')}
        multiple={multiple}
        aria-required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${helpId} ${errorId}` : helpId}
        onChange={(event) => onChange(Array.from(event.currentTarget.files ?? []))}
      />
      {errorMessage ? (
        <span id={errorId} className={styles.fileError} data-field-error="">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
