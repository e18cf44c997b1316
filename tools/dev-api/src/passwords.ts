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
  cost: { N: number; r: number; p: number } = defaultCost,
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
