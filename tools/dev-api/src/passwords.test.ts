import { describe, expect, it } from 'vitest';
import {
  configuredCost,
  defaultCost,
  hashPassword,
  testCost,
  verifyPassword,
} from './passwords.ts';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const first = await hashPassword('velo-demo-2026', defaultCost);
    const second = await hashPassword('velo-demo-2026', defaultCost);
    expect(first).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('velo-demo-2026');
    // A fresh salt each time: equal passwords do not give equal hashes.
    expect(first).not.toBe(second);
    expect(await verifyPassword('velo-demo-2026', first)).toBe(true);
    expect(await verifyPassword('velo-demo-2027', first)).toBe(false);
    expect(await verifyPassword('velo-demo-2026', 'plain:velo-demo-2026')).toBe(false);
  });

  it('hashes at the OWASP cost unless a test run asks for its own', () => {
    expect(configuredCost({})).toEqual({ N: 16384, r: 8, p: 5 });
    expect(configuredCost({ VELO_PASSWORD_HASH_COST: 'low' })).toEqual(defaultCost);
    expect(configuredCost({ VELO_PASSWORD_HASH_COST: 'test' })).toEqual(testCost);
  });

  it('verifies a hash of either cost, whatever the current setting', async () => {
    const quick = await hashPassword('velo-demo-2026', testCost);
    expect(quick).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('velo-demo-2026', quick)).toBe(true);
    expect(await verifyPassword('velo-demo-2027', quick)).toBe(false);
  });
});
