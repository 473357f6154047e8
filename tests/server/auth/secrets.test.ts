import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import {
  keyedHash,
  keyedToken,
  randomSmsCode,
  randomToken,
  sameDigest,
  sha256Hex,
} from '../../../server/auth/secrets.ts';

const config = loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }).security;

describe('secrets', () => {
  it('makes 4-digit SMS codes, keeping leading zeros, spread over the whole range', () => {
    const codes = Array.from({ length: 4000 }, randomSmsCode);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(3000);
  });

  it('makes 32-byte base64url tokens', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
  });

  it('binds a keyed hash to every part and to the secret', () => {
    const base = keyedHash(config, 'sms-code', 'id', '79991234567', 'login', '1234');
    expect(keyedHash(config, 'sms-code', 'id', '79991234567', 'login', '1234')).toBe(base);
    expect(keyedHash(config, 'sms-code', 'id', '79991234567', 'register', '1234')).not.toBe(base);
    expect(keyedHash(config, 'sms-code', 'other', '79991234567', 'login', '1234')).not.toBe(base);
    expect(keyedHash(config, 'sms-code', 'id', '79997654321', 'login', '1234')).not.toBe(base);
    expect(keyedHash({ ...config, secret: 'z'.repeat(40) }, 'sms-code', 'id', '79991234567', 'login', '1234')).not.toBe(
      base,
    );
    expect(keyedToken(config, 'refresh-child', 'a', 'b')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('compares digests in full', () => {
    const digest = sha256Hex('token');
    expect(sameDigest(digest, sha256Hex('token'))).toBe(true);
    expect(sameDigest(digest, sha256Hex('tokem'))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 32))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});
