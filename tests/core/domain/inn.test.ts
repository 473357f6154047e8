import { describe, expect, it } from 'vitest';
import { isValidInn } from '../../../core/domain/inn.ts';

describe('INN (ИНН) check digits', () => {
  it('accepts organization numbers (10 digits) with a correct check digit', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7830002293')).toBe(true);
  });

  it('accepts entrepreneur numbers (12 digits) with both check digits correct', () => {
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('123456789047')).toBe(true);
  });

  it('refuses a wrong check digit in any position that carries one', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732269')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
  });

  it('refuses one changed ordinary digit', () => {
    expect(isValidInn('7707083993')).toBe(false);
    expect(isValidInn('500100742259')).toBe(false);
  });

  it('refuses other lengths, non-digits and spaces', () => {
    for (const inn of [
      '',
      '770708389',
      '77070838933',
      '5001007322590',
      '77070838a3',
      ' 7707083893',
      '7707083893 ',
      '７７０７０８３８９３',
    ]) {
      expect(isValidInn(inn)).toBe(false);
    }
  });

  it('refuses region 00, which also rules out the all-zero numbers the checksum lets through', () => {
    expect(isValidInn('0000000000')).toBe(false);
    expect(isValidInn('000000000000')).toBe(false);
  });
});
