import { formatMoney, type Locale, type MoneyFormatOptions } from '@velo/i18n';
import { useUiLocale } from '../../i18n/UiLocale';
import * as styles from './Money.css';

export const moneyEmphases = ['default', 'strong'] as const;
export type MoneyEmphasis = (typeof moneyEmphases)[number];

export interface MoneyProps extends MoneyFormatOptions {
  /** The amount in euros. */
  amount: number;
  /** @default the UiLocaleProvider's */
  locale?: Locale;
  /** @default 'default' */
  emphasis?: MoneyEmphasis;
}

/**
 * An amount in euros as spec section 9 displays money: € suffix, comma decimal, space thousands,
 * 2 decimals by default ("1 234,50 €"), formatted by @velo/i18n. The spaces are no-break, so an
 * amount never wraps across lines.
 */
export function Money({ amount, locale, emphasis = 'default', ...options }: MoneyProps) {
  const resolved = useUiLocale(locale);
  return (
    <span className={styles.money} data-emphasis={emphasis}>
      {formatMoney(amount, resolved, options)}
    </span>
  );
}
