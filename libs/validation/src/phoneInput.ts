/**
 * The phone input of spec section 5: "forces a +33 prefix, keeps at most 9 digits after it, formats
 * as a French number". Pure functions, so an input component calls them on every change and puts
 * the caret back where `formatPhoneInput` says.
 */
export const phonePrefix = '+33';

/** Spec section 9: "French +33 only, 9 national digits". */
export const nationalDigitCount = 9;

interface Digit {
  digit: string;
  /** Index of the digit in the raw input. */
  index: number;
}

/**
 * How many leading digits of the raw input belong to the country code rather than to the number.
 * Besides the intact "+33", it recognises what editing or pasting leaves behind: "+3" (one 3 was
 * deleted), "33 …" (the "+" was deleted), "0033…" (international dialling from France) and an
 * eleven-digit "33…" paste.
 */
function countryCodeDigits(raw: string, digitCount: number): number {
  const compact = raw.replace(/\s/g, '');
  if (compact.startsWith('+33')) return 2;
  if (compact.startsWith('+3')) return 1;
  if (compact.startsWith('0033')) return 4;
  if (/^\s*33\s/.test(raw) || (compact.startsWith('33') && digitCount > nationalDigitCount))
    return 2;
  return 0;
}

/**
 * Formats what the user typed as "+33 6 12 34 56 78" and says where the caret goes.
 *
 * - The national digits are the digits after the country code, without leading zeros (the French
 *   trunk "0" of "06 12…" is not part of the international number), and at most 9 of them.
 * - The caret stays after the same national digit it followed in the raw input, so typing or
 *   deleting in the middle does not throw it to the end; spaces inserted by the grouping are
 *   stepped over. A caret inside the prefix stays there.
 */
export function formatPhoneInput(
  raw: string,
  caret: number = raw.length,
): {
  value: string;
  caret: number;
} {
  const at = Math.max(0, Math.min(caret, raw.length));
  const digits: Digit[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw.charAt(index);
    if (char >= '0' && char <= '9') digits.push({ digit: char, index });
  }
  const codeDigits = countryCodeDigits(raw, digits.length);
  let national = digits.slice(codeDigits);
  const firstSignificant = national.findIndex((d) => d.digit !== '0');
  national = firstSignificant === -1 ? [] : national.slice(firstSignificant);
  national = national.slice(0, nationalDigitCount);

  let value = phonePrefix;
  const endOf: number[] = [];
  national.forEach((d, k) => {
    // French grouping: the first national digit alone, then pairs ("+33 6 12 34 56 78").
    if (k === 0 || k % 2 === 1) value += ' ';
    value += d.digit;
    endOf.push(value.length);
  });

  const before = national.filter((d) => d.index < at).length;
  let position: number;
  if (before > 0) position = endOf[before - 1] ?? value.length;
  // A caret the user put inside a prefix they can see stays there; otherwise it goes just before
  // the first national digit (or after "+33" when there is none yet).
  else if (at <= phonePrefix.length && (codeDigits > 0 || raw.trimStart().startsWith('+')))
    position = at;
  else position = Math.min(value.length, phonePrefix.length + 1);
  return { value, caret: position };
}

/**
 * Spec section 5: "returns the international format if valid, otherwise the number without
 * spaces". Valid means a French number: +33, 0033 or the trunk 0, then 9 digits not starting with 0.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/\s/g, '');
  const match = /^(?:\+33|0033|0)([1-9]\d{8})$/.exec(compact);
  return match ? `${phonePrefix}${match[1]}` : compact;
}
