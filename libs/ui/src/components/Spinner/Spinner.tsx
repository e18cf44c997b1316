import type { Locale } from '@velo/i18n';
import { ProgressBar } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { SpinnerGraphic } from '../private/SpinnerGraphic';
import * as styles from './Spinner.css';

export const spinnerPlacements = ['page', 'inline'] as const;
export type SpinnerPlacement = (typeof spinnerPlacements)[number];
export const spinnerSizes = { sm: '1.5rem', md: '2.5rem', lg: '4rem' } as const;
export type SpinnerSize = keyof typeof spinnerSizes;

export interface SpinnerProps {
  /** `page`: centred in the viewport (spec section 2.1, while the profile loads). @default 'inline' */
  placement?: SpinnerPlacement;
  /** @default 'page' placement → 'lg', otherwise 'md' */
  size?: SpinnerSize;
  /** Accessible name. @default the catalogue's "Chargement" / "Loading" */
  label?: string;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

/** An indeterminate progress indicator: role progressbar with a name, so assistive tech says "loading". */
export function Spinner({ placement = 'inline', size, label, locale }: SpinnerProps) {
  const strings = useUiStrings(locale);
  const resolvedSize = size ?? (placement === 'page' ? 'lg' : 'md');
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? strings.loading}
      className={styles.spinner({ placement })}
      data-placement={placement}
    >
      <SpinnerGraphic size={spinnerSizes[resolvedSize]} />
    </ProgressBar>
  );
}
