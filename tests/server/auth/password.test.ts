import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../../server/auth/password.ts';

describe('password hashing', () => {
  it("encodes as 'scrypt$N$r$p$salt$hash' with N = 2^15, r = 8, p = 1 and a 16-byte salt", async () => {
    const encoded = await hashPassword('demo-password-1');
    const [scheme, n, r, p, salt, hash] = encoded.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64').length).toBeGreaterThanOrEqual(32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const encoded = await hashPassword('demo-password-1');
    expect(await verifyPassword('demo-password-1', encoded)).toBe(true);
    expect(await verifyPassword('demo-password-2', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    const encoded = await hashPassword('pw');
    const parts = encoded.split('$');
    expect(await verifyPassword('pw', '')).toBe(false);
    expect(await verifyPassword('pw', 'bcrypt$1$2$3$4$5')).toBe(false);
    expect(await verifyPassword('pw', [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('pw', [...parts.slice(0, 5), 'AAAA'].join('$'))).toBe(false);
    expect(await verifyPassword('pw', [...parts.slice(0, 1), String(2 ** 14), ...parts.slice(2)].join('$'))).toBe(
      false,
    );
  });
});
