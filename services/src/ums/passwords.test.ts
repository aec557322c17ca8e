import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('Demo@1234');
    const b = await hashPassword('Demo@1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@1234', a)).toBe(true);
    expect(await verifyPassword('demo@1234', a)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'md5$whatever')).toBe(false);
  });
});
