/**
 * Money in integer euro cents (the contract's MoneyCents). Every computation stays in integers, so an
 * amount is never a float on its way to the wire; rounding is half up to the cent, as PostgreSQL's
 * `round(numeric)` does for the dashboards' sums. Rents and contributions are @velo/leasing's
 * (see rents.ts).
 */

/** VAT rate 0.2 (spec section 9): the amount including tax of an amount excluding it. */
export function withVatCents(exclTaxCents: number): number {
  return Math.round((exclTaxCents * 12) / 10);
}

/** Euros as written by people (3499, 1425.42) to cents, for the demo data. */
export function euros(amount: number): number {
  return Math.round(amount * 100);
}
