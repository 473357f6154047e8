import { describe, expect, it } from 'vitest';
import { Languages } from '../../../core/widgetKit/constants.ts';
import { languageFromCode } from '../../../core/widgetKit/languageIds.ts';
import { PROVIDER_DISPLAY_NAMES, stringsFor } from '../../../core/widgetKit/languages.ts';
import { signInWithText } from '../../../core/widgetKit/oauthList.ts';

const ALL = Object.entries(Languages);
/** Brand names that are written in Latin letters in every language; a suffix may attach to them. */
const BRANDS = ['VK ID', 'OK', 'Mail'];

function mixedWords(text: string): string[] {
  let rest = text.replace(/\{provider\}/g, ' ');
  for (const brand of BRANDS) {
    rest = rest.split(brand).join(' ');
  }
  return rest
    .split(/[\s\-–—.,:;!?…()«»"']+/u)
    .filter((word) => /\p{Script=Cyrillic}/u.test(word) && /\p{Script=Latin}/u.test(word));
}

describe('languages', () => {
  it('has the 11 ids of §3', () => {
    expect(Languages).toEqual({
      RUS: 0,
      UKR: 1,
      ENG: 3,
      SPA: 4,
      GERMAN: 6,
      POL: 15,
      FRA: 16,
      UZB: 65,
      TURKEY: 82,
      KAZ: 97,
      BEL: 114,
    });
  });

  it.each(ALL)('%s has every string, non-empty and its own', (_name, id) => {
    const strings = stringsFor(id);
    for (const [key, value] of Object.entries(strings)) {
      expect(value.trim(), key).not.toBe('');
    }
    expect(strings.signInWith).toContain('{provider}');
    expect(strings.signInShort).toBe('VK ID');
    expect(strings.signIn).toContain('VK ID');
    expect(strings.signIn).toBe(signInWithText(strings, 'vkid'));
    expect(strings.frameTitle).toBe(strings.signIn);
    if (id !== Languages.ENG) {
      expect(strings.continue).not.toBe(stringsFor(Languages.ENG).continue);
      expect(strings.notLoaded).not.toBe(stringsFor(Languages.ENG).notLoaded);
    }
  });

  it.each(ALL)('%s mixes no Cyrillic and Latin letters within a word (brand names aside)', (_name, id) => {
    for (const value of Object.values(stringsFor(id))) {
      expect(mixedWords(value), value).toEqual([]);
    }
  });

  it('the mixed-script check catches a Latin letter hidden in a Cyrillic word', () => {
    // 'Вxод' with a Latin x, 'Увiйти' with a Latin i.
    expect(mixedWords('Вxод через VK ID')).toEqual(['Вxод']);
    expect(mixedWords('Увiйти')).toEqual(['Увiйти']);
    expect(mixedWords('VK ID-мен кіру')).toEqual([]);
  });

  it('Cyrillic languages are written in Cyrillic, the others in Latin', () => {
    const cyrillic = [Languages.RUS, Languages.UKR, Languages.KAZ, Languages.BEL];
    for (const [, id] of ALL) {
      const text = stringsFor(id).continue;
      expect(/\p{Script=Cyrillic}/u.test(text)).toBe(cyrillic.includes(id as never));
    }
  });

  it('English wording', () => {
    const en = stringsFor(Languages.ENG);
    expect(en.continue).toBe('Continue');
    expect(en.signIn).toBe('Sign in with VK ID');
    expect(signInWithText(en, 'ok_ru')).toBe('Sign in with OK');
    expect(signInWithText(stringsFor(Languages.RUS), 'mail_ru')).toBe('Войти через Mail');
    expect(stringsFor(Languages.RUS).signIn).toBe('Войти через VK ID');
    expect(stringsFor(Languages.GERMAN).signIn).toBe('Mit VK ID anmelden');
    expect(signInWithText(stringsFor(Languages.KAZ), 'ok_ru')).toBe('OK арқылы кіру');
    expect(PROVIDER_DISPLAY_NAMES).toEqual({ vkid: 'VK ID', ok_ru: 'OK', mail_ru: 'Mail' });
  });

  it('an unknown id falls back to Russian', () => {
    expect(stringsFor(2 as never)).toEqual(stringsFor(Languages.RUS));
  });

  it.each([
    ['ru', 0],
    ['ru-RU', 0],
    ['uk', 1],
    ['en', 3],
    ['en-US', 3],
    ['en_GB', 3],
    ['es', 4],
    ['de', 6],
    ['pl', 15],
    ['fr', 16],
    ['uz', 65],
    ['tr', 82],
    ['kk', 97],
    ['be-BY', 114],
    ['BE', 114],
    ['ja', 0],
    ['', 0],
    ['toString', 0],
  ])('BCP-47 %j → %i', (code, id) => {
    expect(languageFromCode(code)).toBe(id);
  });
});
