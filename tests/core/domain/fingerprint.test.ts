import { describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../../core/domain/fingerprint.ts';
import { Role } from '../../../core/model/auth.ts';

const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('The device fingerprint string is built from the browser user agent plus the role id', () => {
  it('shoppers act as Tenant: the user agent followed by 2', () => {
    expect(buildFingerprint(ua)).toBe(`${ua}2`);
  });

  it('uses the given role id', () => {
    expect(buildFingerprint(ua, Role.Employee)).toBe(`${ua}3`);
    expect(buildFingerprint(ua, Role.SuperAdmin)).toBe(`${ua}7`);
  });

  it('different user agents give different fingerprints', () => {
    expect(buildFingerprint('A')).not.toBe(buildFingerprint('B'));
  });

  it('works with an empty user agent', () => {
    expect(buildFingerprint('')).toBe('2');
  });
});
