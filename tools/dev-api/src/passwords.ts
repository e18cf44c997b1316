/**
 * Password hashing with scrypt (node:crypto). A stored hash reads
 * `scrypt$<N>$<r>$<p>$<salt base64>$<key base64>`, so the cost can be raised later without
 * invalidating existing accounts. The clear password is never stored (issue 4, "Auth").
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 64;
/**
 * One of the equivalent minimum settings of the OWASP Password Storage Cheat Sheet
 * (N = 2^14, r = 8, p = 5): same work as N = 2^17, p = 1 with an eighth of the memory, which
 * matters on a shared laptop running the whole stack.
 */
export const defaultCost = { N: 2 ** 14, r: 8, p: 5 } as const;

/**
 * The cost of the test runs, chosen by `VELO_PASSWORD_HASH_COST=test` (`npm test`, the dev API's
 * Vitest setup and the end-to-end suites' dev API): about 3 ms of CPU a hash where the default takes
 * about 220 ms. A run signs in, registers and seeds personas over a thousand times, on the same two
 * cores as the browsers. A hash carries its own parameters, so either kind verifies whatever the
 * setting; `npm start` and `npm run preview` never set it and hash at the default cost.
 */
export const testCost = { N: 2 ** 10, r: 8, p: 1 } as const;

/** The cost new hashes get: the test runs' when the environment asks for it, else the default. */
export function configuredCost(env: Record<string, string | undefined> = process.env): {
  N: number;
  r: number;
  p: number;
} {
  return env['VELO_PASSWORD_HASH_COST'] === 'test' ? testCost : defaultCost;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes are needed; leave room above Node's 32 MiB default for a raised cost.
    scrypt(password, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = configuredCost(),
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
