import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_DIGITS,
  PHONE_MASK,
  canonicalPhone,
  formatPhone,
  isValidPhone,
  normalizePhone,
} from '../../../core/domain/phone.ts';

describe('Phone: mask +7 999 999 99 99', () => {
  it('the mask has the +7 prefix and ten digit slots in 3-3-2-2 groups', () => {
    expect(PHONE_MASK).toBe('+7 ### ### ## ##');
    expect(PHONE_MASK.match(/#/g)).toHaveLength(10);
  });

  it('a phone has 11 digits', () => {
    expect(PHONE_DIGITS).toBe(11);
  });
});

describe('Phone: values are trimmed; normalisation strips leading non-digits and then all non-word characters', () => {
  it('turns the masked value into digits', () => {
    expect(normalizePhone('+7 999 123 45 67')).toBe('79991234567');
    expect(normalizePhone('+7 (999) 123-45-67')).toBe('79991234567');
  });

  it('trims surrounding whitespace', () => {
    expect(normalizePhone('  +7 999 123 45 67\n')).toBe('79991234567');
  });

  it('strips any leading non-digits, not only the plus', () => {
    expect(normalizePhone('tel:+7 999 123 45 67')).toBe('79991234567');
  });

  it('keeps word characters after the first digit (and the validity rule rejects them)', () => {
    expect(normalizePhone('7999abc4567')).toBe('7999abc4567');
    expect(normalizePhone('+7 999 123 45 6_')).toBe('7999123456_');
  });

  it('property: normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        const once = normalizePhone(input);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });

  it('property: the digits of any spelling of a number survive normalisation', () => {
    const separator = fc.constantFrom('', ' ', '-', '(', ')', '.', '  ');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }),
        fc.array(separator, { minLength: 12, maxLength: 12 }),
        (digits, seps) => {
          const spelled = digits.map((d, i) => `${seps[i]}${d}`).join('') + seps[11];
          expect(normalizePhone(`+${spelled}`)).toBe(digits.join(''));
          expect(isValidPhone(`+${spelled}`)).toBe(true);
        },
      ),
    );
  });
});

describe('Phone: must have exactly 11 digits', () => {
  it('accepts 11 digits, masked or bare', () => {
    expect(isValidPhone('+7 999 123 45 67')).toBe(true);
    expect(isValidPhone('79991234567')).toBe(true);
    expect(isValidPhone('8 (999) 123-45-67')).toBe(true);
  });

  it('rejects 10 digits (an unfinished mask)', () => {
    expect(isValidPhone('+7 999 123 45 6')).toBe(false);
    expect(isValidPhone('7999123456')).toBe(false);
  });

  it('rejects 12 digits', () => {
    expect(isValidPhone('+7 999 123 45 678')).toBe(false);
    expect(isValidPhone('799912345678')).toBe(false);
  });

  it('rejects 11 characters that are not all digits', () => {
    expect(isValidPhone('7999123456_')).toBe(false);
    expect(isValidPhone('7999abc4567')).toBe(false);
  });

  it('rejects empty and blank input', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('   ')).toBe(false);
    expect(isValidPhone('+7')).toBe(false);
  });
});

describe('Canonical phone: a leading 8 is the domestic spelling of +7', () => {
  it("'+7…' and '8…' give the same 7-prefixed digits", () => {
    expect(canonicalPhone('+7 999 123 45 67')).toBe('79991234567');
    expect(canonicalPhone('8 999 123 45 67')).toBe('79991234567');
    expect(canonicalPhone('89991234567')).toBe('79991234567');
  });

  it('only the first 8 is rewritten', () => {
    expect(canonicalPhone('88888888888')).toBe('78888888888');
  });

  it('keeps other 11-digit numbers as they are', () => {
    expect(canonicalPhone('19991234567')).toBe('19991234567');
  });

  it('is null for anything that is not a phone', () => {
    expect(canonicalPhone('8999123456')).toBeNull();
    expect(canonicalPhone('899912345678')).toBeNull();
    expect(canonicalPhone('')).toBeNull();
  });
});

describe('Phone display: one format everywhere, +7 999 999-99-99 (§3; issue 19)', () => {
  it("prints every spelling of a number the same way: '+7 999 123-45-67'", () => {
    for (const spelling of ['79991234567', '+7 999 123 45 67', '+7 (999) 123-45-67']) {
      expect(formatPhone(spelling)).toBe('+7 999 123-45-67');
    }
  });

  it('leaves a value that is not 11 digits unchanged', () => {
    for (const odd of ['7999123456', '799912345678', '', 'нет телефона']) {
      expect(formatPhone(odd)).toBe(odd);
    }
  });
});
