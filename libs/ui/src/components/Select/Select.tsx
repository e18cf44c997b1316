import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../private/FieldParts';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items'>,
    FieldChromeProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  UNSAFE_className?: string;
}

/**
 * A single choice from a short list (gender, language, commute mode). Keyboard: Space, Enter or the
 * arrow keys open it, arrows move, Enter chooses, Escape closes; typing jumps to a matching option.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  UNSAFE_className,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      {...(disabledKeys.length > 0 ? { disabledKeys } : {})}
      className={[styles.root, UNSAFE_className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className={[styles.control, styles.list.trigger].join(' ')}>
        <SelectValue className={styles.list.placeholder} />
        <Icon name="chevron-down" size="sm" />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.list.popover}>
        <ListBox className={styles.list.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.list.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
