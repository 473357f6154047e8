import { describe, expect, it } from 'vitest';
import { linkLabel, mailtoHref, socialUrl, telHref } from '../../../core/domain/contactLinks.ts';

describe('contact links', () => {
  it('social pages become https links of their network, from a handle or a full address', () => {
    expect(socialUrl('telegram', '@bar_night')).toBe('https://t.me/bar_night');
    expect(socialUrl('vk', 'https://vk.com/barnight')).toBe('https://vk.com/barnight');
    expect(socialUrl('ok', 'ok.ru/group')).toBe('https://ok.ru/group');
    expect(socialUrl('instagram', 'bar.night')).toBe('https://instagram.com/bar.night');
  });

  it('a blank value or a link to another site is no link', () => {
    expect(socialUrl('vk', null)).toBeNull();
    expect(socialUrl('vk', '  ')).toBeNull();
    expect(socialUrl('vk', 'https://evil.example/vk')).toBeNull();
  });

  it('phones call the +7 number; other text is no link', () => {
    expect(telHref('+7 999 123-45-67')).toBe('tel:+79991234567');
    expect(telHref('89991234567')).toBe('tel:+79991234567');
    expect(telHref('12345')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('e-mail addresses become mailto links', () => {
    expect(mailtoHref(' hello@night.ru ')).toBe('mailto:hello@night.ru');
    expect(mailtoHref('hello')).toBeNull();
    expect(mailtoHref('a@b.ru?subject=x"')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });

  it('prints an address without its scheme and trailing slash', () => {
    expect(linkLabel('https://t.me/cafe/')).toBe('t.me/cafe');
    expect(linkLabel('http://night.ru')).toBe('night.ru');
  });
});
