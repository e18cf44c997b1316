/**
 * Exact non-negative fractions of cents (BigInt), so the model rounds once, at the end: a price of
 * a hundred million cents times the model's denominators would leave the safe integers of a Number.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

export const fraction = (n: number | bigint, d: number | bigint = 1n): Fraction => ({
  n: BigInt(n),
  d: BigInt(d),
});

export const add = (...terms: Fraction[]): Fraction =>
  terms.reduce((sum, term) => ({ n: sum.n * term.d + term.n * sum.d, d: sum.d * term.d }), {
    n: 0n,
    d: 1n,
  });

export const times = (a: Fraction, ...factors: Fraction[]): Fraction =>
  factors.reduce((product, f) => ({ n: product.n * f.n, d: product.d * f.d }), a);

/** Rounded half up to an integer (the fractions here are never negative). */
export const roundHalfUp = (f: Fraction): number => Number((2n * f.n + f.d) / (2n * f.d));

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Integers for `parts` that add up to exactly `total`, each the floor or the ceiling of its exact
 * value: the largest remainder method, ties to the earlier part. `total` must lie between the sum of
 * the floors and the sum of the ceilings (it does when it is the rounded exact sum).
 */
export function apportion(parts: Fraction[], total: number): number[] {
  const common = parts.reduce((l, p) => (l / gcd(l, p.d)) * p.d, 1n);
  const scaled = parts.map((p) => p.n * (common / p.d));
  const floors = scaled.map((n) => n / common);
  let left = BigInt(total) - floors.reduce((a, b) => a + b, 0n);
  if (left < 0n || left > BigInt(parts.length)) {
    throw new RangeError(`apportion: ${total} is not the rounded sum of the parts`);
  }
  const byRemainder = scaled
    .map((n, index) => ({ index, remainder: n % common }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = floors.map(Number);
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1n;
  }
  return result;
}
