import type { Locale } from '@velo/i18n';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  ProgressBar,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../private/FieldParts';
import { SpinnerGraphic } from '../private/SpinnerGraphic';
import { Icon } from '../Icon/Icon';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** A second line, e.g. the postcode and city of an address. */
  detail?: string;
}

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<ComboBoxOption>,
      'className' | 'style' | 'children' | 'items' | 'defaultItems'
    >,
    FieldChromeProps {
  /**
   * The suggestions. For address lookup the app fetches them as `inputValue` changes and passes them
   * here; the library does no calls itself (ARCHITECTURE.md).
   */
  options: readonly ComboBoxOption[];
  placeholder?: string;
  /** Suggestions are being fetched: a spinner shows in the field. @default false */
  isLoading?: boolean;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
  UNSAFE_className?: string;
}

/**
 * A text field with suggestions (address lookup). Keyboard: type to filter, Down/Up open and move,
 * Enter chooses, Escape closes then clears.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  isLoading = false,
  locale,
  UNSAFE_className,
  ...props
}: ComboBoxProps) {
  const strings = useUiStrings(locale);
  return (
    <AriaComboBox
      {...props}
      items={options}
      className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input
          className={[styles.control, styles.withTrailing].join(' ')}
          {...(placeholder === undefined ? {} : { placeholder })}
        />
        <span className={styles.trailing}>
          {isLoading ? (
            <ProgressBar isIndeterminate aria-label={strings.loading} className={styles.iconButton}>
              <SpinnerGraphic />
            </ProgressBar>
          ) : (
            // Pointer-only shortcut: keyboard users open the list with the arrow keys (react-aria
            // leaves this button out of the tab order).
            <AriaButton className={styles.iconButton}>
              <Icon name="chevron-down" size="sm" />
            </AriaButton>
          )}
        </span>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.list.popover}>
        <ListBox className={styles.list.listbox}>
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.list.option}>
              {option.detail ? (
                <span>
                  {option.label}
                  <br />
                  <small>{option.detail}</small>
                </span>
              ) : (
                option.label
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
