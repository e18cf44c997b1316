import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const first = await hashPassword('velo-demo-2026');
    const second = await hashPassword('velo-demo-2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('velo-demo-2026');
    // A fresh salt each time: equal passwords do not give equal hashes.
    expect(first).not.toBe(second);
    expect(await verifyPassword('velo-demo-2026', first)).toBe(true);
    expect(await verifyPassword('velo-demo-2027', first)).toBe(false);
    expect(await verifyPassword('velo-demo-2026', 'plain:velo-demo-2026')).toBe(false);
  });
});
