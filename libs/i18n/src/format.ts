import type { Locale } from './locale';

/**
 * The Intl locale behind each interface language. English uses en-GB: the product is French, so
 * dates read day-month-year and weeks start on Monday, as they do for the riders' French contracts.
 */
export const intlLocales: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * Spec section 9 fixes one money display for the product: euros, € suffix, comma decimal, space
 * thousands, 2 decimals by default. That is French `Intl` output (with its narrow no-break space
 * as thousands separator and its no-break space before €), so both interface languages use fr-FR
 * for amounts: an English-speaking rider reads the same figures as on their French invoices.
 */
export const moneyIntlLocales: Record<Locale, string> = { fr: 'fr-FR', en: 'fr-FR' };

export interface MoneyFormatOptions {
  /** Decimals always shown, 0 to 2. @default 2 */
  minimumFractionDigits?: number;
  /**
   * Decimals at most, 0 to 2 (a cent is the smallest unit): below 2 the amount is rounded to that
   * precision for display, e.g. "à partir de 60 €".
   * @default the minimum
   */
  maximumFractionDigits?: number;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * The exact decimal text of an amount in cents ("-1234.05" for -123405): Intl formats a decimal
 * string exactly, with no float division on the way, whatever the size of the amount.
 */
function centsToDecimal(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

const clampDigits = (digits: number) => Math.min(Math.max(Math.trunc(digits), 0), 2);

/**
 * An amount in integer euro cents, as the API carries money (`…Cents` fields), displayed the one way
 * spec section 9 says: 123450 → "1 234,50 €". The only money formatter of the product.
 *
 * @throws RangeError when `cents` is not a safe integer: an amount in euros passed by mistake
 * (1234.5) fails loudly instead of showing a wrong figure.
 */
export function formatMoney(
  cents: number,
  locale: Locale,
  options: MoneyFormatOptions = {},
): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatMoney takes an integer number of cents, got ${cents}`);
  }
  const minimumFractionDigits = clampDigits(options.minimumFractionDigits ?? 2);
  const maximumFractionDigits = Math.max(
    minimumFractionDigits,
    clampDigits(options.maximumFractionDigits ?? minimumFractionDigits),
  );
  return numberFormat(moneyIntlLocales[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(centsToDecimal(cents));
}

/** A number in the interface language ("1 234,5" in French, "1,234.5" in English). */
export function formatNumber(
  value: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocales[locale], options).format(value);
}

/** A rate given as a ratio (0.2 → "20 %" in French): lease contribution and tax rates. */
export function formatPercent(
  ratio: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocales[locale], {
    maximumFractionDigits: 2,
    ...options,
    style: 'percent',
  }).format(ratio);
}

/**
 * A date in the interface language ("20 novembre 2026" / "20 November 2026" by default).
 * A `YYYY-MM-DD` string (what the API and date inputs carry) is read as that calendar day, not as
 * UTC midnight, which would show the day before west of Greenwich.
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(intlLocales[locale], options).format(toDate(date));
}

function toDate(date: Date | string | number): Date {
  if (typeof date === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return new Date(date);
  }
  return typeof date === 'number' ? new Date(date) : date;
}
