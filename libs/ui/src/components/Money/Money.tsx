import { formatMoney, type Locale, type MoneyFormatOptions } from '@velo/i18n';
import { useUiLocale } from '../../i18n/UiLocale';
import * as styles from './Money.css';

export const moneyEmphases = ['default', 'strong'] as const;
export type MoneyEmphasis = (typeof moneyEmphases)[number];

export interface MoneyProps extends MoneyFormatOptions {
  /** The amount in integer euro cents, as the API's `…Cents` fields carry it: 123450 is 1 234,50 €. */
  cents: number;
  /** @default the UiLocaleProvider's */
  locale?: Locale;
  /** @default 'default' */
  emphasis?: MoneyEmphasis;
}

/**
 * An amount, given in euro cents, as spec section 9 displays money: € suffix, comma decimal, space
 * thousands, 2 decimals by default ("1 234,50 €"), formatted by @velo/i18n's one money formatter.
 * The spaces are no-break, so an amount never wraps across lines.
 */
export function Money({ cents, locale, emphasis = 'default', ...options }: MoneyProps) {
  const resolved = useUiLocale(locale);
  return (
    <span className={styles.money} data-emphasis={emphasis}>
      {formatMoney(cents, resolved, options)}
    </span>
  );
}
