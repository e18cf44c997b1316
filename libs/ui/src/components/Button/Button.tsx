import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { SpinnerGraphic } from '../private/SpinnerGraphic';
import * as styles from './Button.css';

/** The button variants; prop types, docs and visual tests all derive from this list. */
export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['md', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'isPending'
> {
  /** The visible label, which is also the accessible name. */
  children: ReactNode;
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Takes the whole width of its container. @default false */
  fullWidth?: boolean;
  /**
   * Spec section 4: while loading the button ignores presses and shows a spinner. It stays focusable
   * and keeps its name; react-aria announces the change to a focused user. @default false
   */
  isLoading?: boolean;
  /** Language of the built-in "loading" label; defaults to the UiLocaleProvider's. */
  locale?: Locale;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isLoading = false,
  locale,
  UNSAFE_className,
  ...props
}: ButtonProps) {
  const strings = useUiStrings(locale);
  const className = [styles.button({ variant, size, fullWidth }), UNSAFE_className]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton {...props} isPending={isLoading} className={className} data-variant={variant}>
      {({ isPending }) => (
        <>
          {children}
          {isPending ? (
            <ProgressBar isIndeterminate aria-label={strings.loading} className={styles.spinner}>
              <SpinnerGraphic />
            </ProgressBar>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
