import { describe, expect, it } from 'vitest';
import { isValidWebsite } from '../../../core/domain/partnerApplicationSchema.ts';
import { quotedName } from '../../../core/domain/quotedName.ts';
import { excerpt, hasBidiControl } from '../../../core/domain/text.ts';

describe('hasBidiControl', () => {
  it('finds every embedding, override, isolate and direction mark, and nothing in ordinary text', () => {
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(hasBidiControl(`ООО ${control}Ромашка`)).toBe(true);
    }
    expect(hasBidiControl('ООО «Ромашка» — 100 % 😀')).toBe(false);
  });
});

describe('isValidWebsite (the form and the server share it)', () => {
  it('takes http(s) addresses and bare domains, refuses other schemes, hostless and spaced text', () => {
    for (const good of ['romashka.ru', 'https://romashka.ru/path?q=1', 'HTTP://shop.example.com']) {
      expect(isValidWebsite(good)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'javascript://example.ru/%0aalert(1)',
      'data:text/html,x',
      'localhost',
      'a b.ru',
      '',
    ]) {
      expect(isValidWebsite(bad)).toBe(false);
    }
  });
});

describe('excerpt (news cards and page descriptions share it)', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt(' Кофе\n\nи  чай ', 20)).toBe('Кофе и чай');
  });

  it('cuts a long text at a word, within the length, and marks the cut', () => {
    expect(excerpt('Скидка на кофе по выходным, в каждой кофейне сети', 24)).toBe('Скидка на кофе по…');
  });
});

describe('quotedName', () => {
  it('nests the quotes inside a name as „лапки“ (the confirmation read «ООО «Пробный»»)', () => {
    expect(quotedName('ООО «Пробный»')).toBe('«ООО „Пробный“»');
    expect(quotedName('ООО "Пробный"')).toBe('«ООО „Пробный“»');
    expect(quotedName('«Ромашка» и «Лютик»')).toBe('«„Ромашка“ и „Лютик“»');
  });

  it('quotes a plain name once, and a name already in one pair of quotes not twice', () => {
    expect(quotedName('ИП Иванов')).toBe('«ИП Иванов»');
    expect(quotedName('«Ромашка»')).toBe('«Ромашка»');
    expect(quotedName(' "Ромашка" ')).toBe('«Ромашка»');
  });
});
