import { describe, expect, it } from 'vitest';
import { isCompleteSmsCode, sanitizeSmsCode } from '../../../core/domain/smsCode.ts';
import { SMS_CODE_LENGTH } from '../../../core/domain/constants.ts';

describe('SMS code is exactly 4 characters', () => {
  it('the code length is 4', () => {
    expect(SMS_CODE_LENGTH).toBe(4);
  });

  it('trims what was typed', () => {
    expect(sanitizeSmsCode('  12 ')).toBe('12');
    expect(sanitizeSmsCode('\t1234\n')).toBe('1234');
  });

  it('locks at 4 characters: a longer input is cut', () => {
    expect(sanitizeSmsCode('123456')).toBe('1234');
    expect(sanitizeSmsCode('12345')).toBe('1234');
    expect(sanitizeSmsCode('1234')).toBe('1234');
  });

  it('cuts by characters, never splitting an emoji in half', () => {
    expect(sanitizeSmsCode('12😀45')).toBe('12😀4');
  });

  it('is complete at exactly 4 characters, not at 3 or 5', () => {
    expect(isCompleteSmsCode('1234')).toBe(true);
    expect(isCompleteSmsCode('123')).toBe(false);
    expect(isCompleteSmsCode('12345')).toBe(false);
    expect(isCompleteSmsCode('')).toBe(false);
  });

  it('a sanitised paste of a longer code is complete', () => {
    expect(isCompleteSmsCode(sanitizeSmsCode(' 987654 '))).toBe(true);
  });
});
