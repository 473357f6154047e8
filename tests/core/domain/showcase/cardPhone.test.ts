import { describe, expect, it } from 'vitest';
import { formatCardPhone } from '../../../../core/domain/showcase/cardPhone.ts';

describe('card phone: formatted like +7 999 999-99-99 (§3)', () => {
  it('formats an 11-digit phone, a domestic 8… number as +7', () => {
    expect(formatCardPhone('79991234567')).toBe('+7 999 123-45-67');
    expect(formatCardPhone('89991234567')).toBe('+7 999 123-45-67');
    expect(formatCardPhone('+7 (999) 123-45-67')).toBe('+7 999 123-45-67');
  });

  it('keeps any other text as it is and has no phone when blank', () => {
    expect(formatCardPhone('123')).toBe('123');
    expect(formatCardPhone('  ')).toBeNull();
    expect(formatCardPhone(null)).toBeNull();
  });
});
