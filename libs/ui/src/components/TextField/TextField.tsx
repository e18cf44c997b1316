import type { ReactNode, Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../private/FieldParts';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldChromeProps {
  /** @default 'text' */
  type?: TextFieldType;
  /** A hint inside the empty field; never a replacement for the label (RGAA 11.1). */
  placeholder?: string;
  /** Something drawn at the end of the control, e.g. the password visibility toggle. */
  trailing?: ReactNode;
  /** The native input, e.g. to place the caret after reformatting. */
  inputRef?: Ref<HTMLInputElement>;
  UNSAFE_className?: string;
}

/**
 * A labelled single-line text field. Validation follows the form: with the default native behaviour
 * the error shows after a submit attempt or a blur, and the first invalid field takes focus.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  trailing,
  inputRef,
  UNSAFE_className,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      type={type}
      className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {trailing ? (
        <Group className={styles.group}>
          <Input
            ref={inputRef}
            className={[styles.control, styles.withTrailing].join(' ')}
            {...(placeholder === undefined ? {} : { placeholder })}
          />
          <span className={styles.trailing}>{trailing}</span>
        </Group>
      ) : (
        <Input
          ref={inputRef}
          className={styles.control}
          {...(placeholder === undefined ? {} : { placeholder })}
        />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
