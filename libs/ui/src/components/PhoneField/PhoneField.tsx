import { formatPhoneInput } from '@velo/validation';
import { useLayoutEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'inputRef'
> {
  /** The formatted number ("+33 6 12 34 56 78"); controlled when given. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Called with the formatted number after each edit. */
  onChange?: (value: string) => void;
}

/**
 * A French mobile number field (spec sections 5 and 9: +33 only, 9 national digits). Each edit goes
 * through the validation library's formatter, which forces +33 and groups the digits; the caret is
 * put back where the formatter says so typing in the middle does not jump to the end.
 */
export function PhoneField({ value, defaultValue = '', onChange, ...props }: PhoneFieldProps) {
  const [ownValue, setOwnValue] = useState(() => formatPhoneInput(defaultValue).value);
  const current = value ?? ownValue;
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      {...props}
      type="tel"
      inputRef={inputRef}
      value={current}
      onChange={(raw) => {
        const caret = inputRef.current?.selectionStart ?? raw.length;
        const formatted = formatPhoneInput(raw, caret);
        pendingCaret.current = formatted.caret;
        if (value === undefined) setOwnValue(formatted.value);
        onChange?.(formatted.value);
      }}
    />
  );
}
