import { TextField, type TextFieldProps } from '../TextField/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * An e-mail field: `type=email` (native format check, e-mail keyboard on phones), `autocomplete=email`
 * (WCAG 1.3.5), no spell-check, which would alter an address.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField autoComplete="email" spellCheck="false" inputMode="email" {...props} type="email" />
  );
}
