import type { Locale } from '@velo/i18n';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /**
   * `current-password` on login, `new-password` on registration and reset, so password managers
   * fill or suggest correctly (WCAG 1.3.5). @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Show the password when first drawn. @default false */
  defaultRevealed?: boolean;
  locale?: Locale;
}

/**
 * A password field with a show/hide toggle. The toggle is a toggle button (aria-pressed) with a
 * constant name, so its state is announced instead of its name changing under the user.
 */
export function PasswordField({
  autoComplete = 'current-password',
  defaultRevealed = false,
  locale,
  ...props
}: PasswordFieldProps) {
  const strings = useUiStrings(locale);
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-revealed={revealed || undefined}
      trailing={
        <ToggleButton
          isSelected={revealed}
          onChange={setRevealed}
          aria-label={strings.showPassword}
          className={styles.iconButton}
          isDisabled={props.isDisabled ?? false}
        >
          <EyeIcon crossed={revealed} />
        </ToggleButton>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
