import { describe, expect, it } from 'vitest';
import { REFERRAL_COOKIE_SECONDS, parseReferral, referralKey, referralPayload } from '../../../core/domain/referral.ts';

describe('Referral: ref_mode su, t or d maps to suid, tid or did', () => {
  it('maps each mode to its payload key', () => {
    expect(referralKey('su')).toBe('suid');
    expect(referralKey('t')).toBe('tid');
    expect(referralKey('d')).toBe('did');
  });

  it('reads ref_mode and ref_id from the address', () => {
    expect(parseReferral('su', '42')).toEqual({ mode: 'su', id: '42' });
    expect(parseReferral('t', 'abc')).toEqual({ mode: 't', id: 'abc' });
    expect(parseReferral('d', '7')).toEqual({ mode: 'd', id: '7' });
  });

  it('trims the id', () => {
    expect(parseReferral('t', ' 15 ')).toEqual({ mode: 't', id: '15' });
  });

  it('has no referral for an unknown or missing mode', () => {
    expect(parseReferral('x', '42')).toBeNull();
    expect(parseReferral('suid', '42')).toBeNull();
    expect(parseReferral('SU', '42')).toBeNull();
    expect(parseReferral('', '42')).toBeNull();
    expect(parseReferral(undefined, '42')).toBeNull();
    expect(parseReferral(null, '42')).toBeNull();
    expect(parseReferral('toString', '42')).toBeNull();
  });

  it('has no referral for an empty or missing id', () => {
    expect(parseReferral('su', '')).toBeNull();
    expect(parseReferral('su', '   ')).toBeNull();
    expect(parseReferral('su', undefined)).toBeNull();
    expect(parseReferral('su', null)).toBeNull();
  });

  it('puts exactly one of suid, tid or did into the payload', () => {
    expect(referralPayload({ mode: 'su', id: '1' })).toEqual({ key: 'suid', id: '1' });
    expect(referralPayload({ mode: 't', id: '2' })).toEqual({ key: 'tid', id: '2' });
    expect(referralPayload({ mode: 'd', id: '3' })).toEqual({ key: 'did', id: '3' });
  });

  it('adds nothing to the payload without a referral', () => {
    expect(referralPayload(null)).toBeUndefined();
  });

  it('referral cookies last 600 seconds', () => {
    expect(REFERRAL_COOKIE_SECONDS).toBe(600);
  });
});
