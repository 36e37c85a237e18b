import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('works at the OWASP cost (N=2^17, r=8, p=1) within maxmem', async () => {
    const previous = process.env.SCRYPT_COST;
    process.env.SCRYPT_COST = String(2 ** 17);
    const { resetConfig } = await import('../config.ts');
    resetConfig();
    try {
      const hash = await hashPassword('owasp');
      expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
      expect(await verifyPassword('owasp', hash)).toBe(true);
    } finally {
      process.env.SCRYPT_COST = previous;
      resetConfig();
    }
  });
});
