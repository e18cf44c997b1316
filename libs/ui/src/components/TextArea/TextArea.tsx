import { useState, type Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../private/FieldParts';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldChromeProps {
  /** A hint inside the empty field; never a replacement for the label (RGAA 11.1). */
  placeholder?: string;
  /** Visible lines before the field grows a scrollbar. @default 5 */
  rows?: number;
  /**
   * The counter's text when `maxLength` is set, e.g. `(n, max) => \`${n} caractères sur ${max}\``.
   * Defaults to "n / max", which reads the same in every language.
   */
  countText?: (count: number, max: number) => string;
  /** The native textarea, e.g. to move focus to it. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  UNSAFE_className?: string;
}

/**
 * A labelled multi-line text field (react-aria TextField + TextArea). With `maxLength` the field
 * refuses more characters and shows how many are typed against the limit, so the limit is known
 * before it is reached (WCAG 3.3.2). Errors show under the field like every other field's.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  countText,
  textAreaRef,
  UNSAFE_className,
  ...props
}: TextAreaProps) {
  // Uncontrolled use still counts: the length follows the typed value.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? ownValue;
  const max = props.maxLength;
  return (
    <AriaTextField
      {...props}
      onChange={(next) => {
        setOwnValue(next);
        props.onChange?.(next);
      }}
      className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        className={styles.control}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      <div className={styles.footer}>
        <div>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {max === undefined ? null : (
          <span className={styles.count}>
            {countText ? countText(value.length, max) : `${value.length} / ${max}`}
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
