import type { Locale } from '@velo/i18n';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { Icon } from '../Icon/Icon';
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
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
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
          <Icon name={revealed ? 'eye-off' : 'eye'} size="md" />
        </ToggleButton>
      }
    />
  );
}
