import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, e.g. "J’accepte les conditions d’utilisation". */
  children: ReactNode;
  /** Shown under the label while the box is invalid (e.g. terms not accepted, spec section 5). */
  errorMessage?: ReactNode;
  UNSAFE_className?: string;
}

/** A checkbox with its label. Space toggles it; the whole label is a click target. */
export function Checkbox({ children, errorMessage, UNSAFE_className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate, isInvalid }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
                <path d="M3 7h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg width="14" height="14" viewBox="0 0 14 14" focusable="false" fill="none">
                <path
                  d="M2.5 7.5l3 3 6-7"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </span>
          <span>
            {children}
            {isInvalid && errorMessage ? (
              // Marked so the form's error summary tells the label from the message.
              <span className={styles.error} data-field-error="">
                {errorMessage}
              </span>
            ) : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
