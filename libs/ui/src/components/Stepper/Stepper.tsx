import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import { useUiStrings } from '../../i18n/UiLocale';
import { visuallyHidden } from '../../recipes/visuallyHidden.css';
import * as styles from './Stepper.css';

export const stepStatuses = ['complete', 'current', 'upcoming'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface StepperProps {
  /** Names the list, e.g. "Signature électronique". */
  'aria-label': string;
  /** The steps in order (confirmation voucher, direct debit, user charter, delivery slip). */
  steps: readonly { id: string; label: ReactNode }[];
  /** Index of the current step (0-based); earlier steps are complete. */
  currentStep: number;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

/**
 * Progress through a multi-step flow (the electronic-signature stepper, spec section 2.3). An ordered
 * list, the current step marked with aria-current="step"; each step's state is also said in words.
 */
export function Stepper({ steps, currentStep, 'aria-label': ariaLabel, locale }: StepperProps) {
  const strings = useUiStrings(locale);
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const status: StepStatus =
          index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-status={status}
            {...(status === 'current' ? { 'aria-current': 'step' as const } : {})}
          >
            <span className={styles.marker} aria-hidden="true">
              {status === 'complete' ? '✓' : index + 1}
            </span>
            <span className={styles.currentLabel}>
              <span className={visuallyHidden}>{strings.stepOf(index + 1, steps.length)} : </span>
              {step.label}
              {status !== 'upcoming' ? (
                <span className={visuallyHidden}>
                  {' '}
                  ({status === 'complete' ? strings.completed : strings.current})
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
