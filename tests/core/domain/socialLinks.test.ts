import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_LINK_KINDS, SOCIAL_LINK_PREFIXES, withSocialPrefix } from '../../../core/domain/socialLinks.ts';

describe('Text inputs: masks for social links with fixed prefixes for vk, ok, telegram, instagram', () => {
  it('has a fixed https prefix for each of the four networks', () => {
    expect(SOCIAL_LINK_PREFIXES).toEqual({
      vk: 'https://vk.com/',
      ok: 'https://ok.ru/',
      telegram: 'https://t.me/',
      instagram: 'https://instagram.com/',
    });
    expect(SOCIAL_LINK_KINDS).toEqual(['vk', 'ok', 'telegram', 'instagram']);
  });

  it('puts the prefix in front of a bare handle', () => {
    expect(withSocialPrefix('vk', 'durov')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('ok', 'profile/561234')).toBe('https://ok.ru/profile/561234');
    expect(withSocialPrefix('telegram', 'rjadom_bot')).toBe('https://t.me/rjadom_bot');
    expect(withSocialPrefix('instagram', 'ivan.petrov')).toBe('https://instagram.com/ivan.petrov');
  });

  it("drops a leading '@', surrounding slashes and whitespace", () => {
    expect(withSocialPrefix('telegram', '@durov')).toBe('https://t.me/durov');
    expect(withSocialPrefix('instagram', '  @ivan.petrov ')).toBe('https://instagram.com/ivan.petrov');
    expect(withSocialPrefix('vk', '/durov/')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('vk', 'du rov')).toBe('https://vk.com/durov');
  });

  it('keeps a full link of the same network as the prefixed link', () => {
    expect(withSocialPrefix('vk', 'https://vk.com/durov')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('telegram', 'https://t.me/durov')).toBe('https://t.me/durov');
  });

  it('rewrites other spellings of the same network: http, www, m., no scheme, other hosts of it, upper case host', () => {
    expect(withSocialPrefix('vk', 'http://vk.com/durov')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('vk', 'https://m.vk.com/durov')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('vk', 'vk.com/durov')).toBe('https://vk.com/durov');
    expect(withSocialPrefix('vk', 'HTTPS://VK.COM/Durov')).toBe('https://vk.com/Durov');
    expect(withSocialPrefix('ok', 'https://www.odnoklassniki.ru/group/5')).toBe('https://ok.ru/group/5');
    expect(withSocialPrefix('telegram', 'telegram.me/durov')).toBe('https://t.me/durov');
    expect(withSocialPrefix('instagram', '//www.instagram.com/ivan/')).toBe('https://instagram.com/ivan');
  });

  it('drops the query and the fragment of a pasted link', () => {
    expect(withSocialPrefix('instagram', 'https://instagram.com/ivan?igshid=abc')).toBe('https://instagram.com/ivan');
    expect(withSocialPrefix('vk', 'https://vk.com/club1#wall')).toBe('https://vk.com/club1');
  });

  it('treats a link pasted after the prefix as one link', () => {
    expect(withSocialPrefix('telegram', 'https://t.me/https://t.me/durov')).toBe('https://t.me/durov');
    expect(withSocialPrefix('vk', 'https://vk.com/vk.com/durov')).toBe('https://vk.com/durov');
  });

  it("is '' when there is no handle: empty, the bare prefix, or the prefix partly deleted", () => {
    expect(withSocialPrefix('vk', '')).toBe('');
    expect(withSocialPrefix('vk', '   ')).toBe('');
    expect(withSocialPrefix('vk', '@')).toBe('');
    expect(withSocialPrefix('vk', 'https://vk.com/')).toBe('');
    expect(withSocialPrefix('vk', 'https://vk.com')).toBe('');
    expect(withSocialPrefix('vk', 'https://vk.co')).toBe('');
    expect(withSocialPrefix('instagram', 'https://')).toBe('');
  });

  it('is null for a link to another site (and for another network)', () => {
    expect(withSocialPrefix('vk', 'https://example.com/durov')).toBeNull();
    expect(withSocialPrefix('vk', 'https://t.me/durov')).toBeNull();
    expect(withSocialPrefix('telegram', 'http://vk.com/durov')).toBeNull();
  });

  it("a handle starting with the prefix's letters is still a handle ('h', 'hello' for https://)", () => {
    expect(withSocialPrefix('telegram', 'h')).toBe('https://t.me/h');
    expect(withSocialPrefix('telegram', 'hello')).toBe('https://t.me/hello');
  });

  it('is idempotent and always yields the prefix or nothing', () => {
    const kind = fc.constantFrom(...SOCIAL_LINK_KINDS);
    // Pieces of links, so the generated values hit schemes, hosts and decorations, not only random text.
    const piece = fc.constantFrom(
      'https://',
      'http://',
      '//',
      'vk.com',
      't.me',
      'ok.ru',
      'instagram.com',
      'www.',
      'm.',
      '/',
      '@',
      '?',
      '#',
      ' ',
      '.',
      'a',
      'h',
    );
    const value = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
    );
    fc.assert(
      fc.property(kind, value, (k, text) => {
        const once = withSocialPrefix(k, text);
        if (once === null || once === '') {
          return;
        }
        expect(once.startsWith(SOCIAL_LINK_PREFIXES[k])).toBe(true);
        expect(withSocialPrefix(k, once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
