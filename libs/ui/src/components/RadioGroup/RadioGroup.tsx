import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { errorText } from '../private/FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children'
> {
  /** The question, which names the group (RGAA 11.5: related fields are grouped and named). */
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  /** Replaces the browser's message when the required choice is missing. */
  errorMessage?: ReactNode;
  UNSAFE_className?: string;
}

/** One choice among a few visible options (gender, commute mode, distance band). */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  UNSAFE_className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={[styles.group, UNSAFE_className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled ?? false}
            className={styles.radio}
          >
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>
        {(validation) => errorText(validation, errorMessage)}
      </FieldError>
    </AriaRadioGroup>
  );
}
