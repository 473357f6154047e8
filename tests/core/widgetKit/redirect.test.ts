import { describe, expect, it } from 'vitest';
import { buildRedirectUrl } from '../../../core/widgetKit/redirect.ts';

describe('redirect with the login payload', () => {
  it("appends the payload with '?' when the url has no query", () => {
    expect(buildRedirectUrl('https://site.ru/auth', { code: 'abc', state: 's1' })).toBe(
      'https://site.ru/auth?code=abc&state=s1',
    );
  });

  it("appends the payload with '&' when the url already has a query", () => {
    expect(buildRedirectUrl('https://site.ru/auth?from=widget', { code: 'abc' })).toBe(
      'https://site.ru/auth?from=widget&code=abc',
    );
  });

  it('does not double a separator the url already ends with', () => {
    expect(buildRedirectUrl('https://site.ru/auth?', { code: 'abc' })).toBe('https://site.ru/auth?code=abc');
    expect(buildRedirectUrl('https://site.ru/auth?a=1&', { code: 'abc' })).toBe('https://site.ru/auth?a=1&code=abc');
  });

  it('encodes keys and values as a query string', () => {
    expect(buildRedirectUrl('https://site.ru/', { 'a b': 'x&y=z', ru: 'вход' })).toBe(
      'https://site.ru/?a+b=x%26y%3Dz&ru=%D0%B2%D1%85%D0%BE%D0%B4',
    );
  });

  it('keeps a fragment after the query', () => {
    expect(buildRedirectUrl('https://site.ru/auth#done', { code: 'abc' })).toBe('https://site.ru/auth?code=abc#done');
    expect(buildRedirectUrl('https://site.ru/auth?x=1#done?not-a-query', { code: 'abc' })).toBe(
      'https://site.ru/auth?x=1&code=abc#done?not-a-query',
    );
  });

  it('leaves the url unchanged for an empty payload', () => {
    expect(buildRedirectUrl('https://site.ru/auth', {})).toBe('https://site.ru/auth');
  });

  it('works with a relative url', () => {
    expect(buildRedirectUrl('/callback', { code: '1' })).toBe('/callback?code=1');
  });
});
