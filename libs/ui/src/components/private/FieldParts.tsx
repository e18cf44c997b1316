import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

/** What every field shows around its control. */
export interface FieldChromeProps {
  /** The visible label (RGAA 11.1: every field has a label). */
  label: ReactNode;
  /** Help shown under the label and linked with aria-describedby. */
  description?: ReactNode;
  /**
   * The message shown instead of the browser's own when a native constraint fails (required, type,
   * pattern…). Errors from `validate` or from the server (Form `validationErrors`) show their own text.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean | undefined;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {/* The control itself carries `required`; the star is the visual cue only (RGAA 11.10). */}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldChromeProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        {typeof errorMessage === 'function'
          ? errorMessage
          : (validation) => errorText(validation, errorMessage)}
      </FieldError>
    </>
  );
}

/** Custom and server errors speak for themselves; the field's own message replaces the browser's. */
export function errorText(validation: ValidationResult, errorMessage: ReactNode): ReactNode {
  const ownErrors = validation.validationErrors.join(' ');
  if (validation.validationDetails.customError && ownErrors) return ownErrors;
  return errorMessage ?? ownErrors;
}
