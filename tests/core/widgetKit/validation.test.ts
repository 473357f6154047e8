import { describe, expect, it } from 'vitest';
import { normalizeOAuthListParams } from '../../../core/widgetKit/oauthList.ts';
import { normalizeOneTapParams } from '../../../core/widgetKit/oneTapButton.ts';
import { WidgetParamsError, defaultConfig, normalizeConfig } from '../../../core/widgetKit/validation.ts';

const container = { element: 'the page’s div' };

function errorOf(run: () => unknown): WidgetParamsError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WidgetParamsError);
    return error as WidgetParamsError;
  }
  throw new Error('expected a WidgetParamsError');
}

describe('one-tap render options', () => {
  it('fills the defaults: height 44, radius 8, width 0, Russian, light, primary, fast auth on', () => {
    expect(normalizeOneTapParams({ container })).toEqual({
      container,
      lang: 0,
      scheme: 'light',
      skin: 'primary',
      contentId: 0,
      fastAuthDisabled: false,
      oauthList: [],
      showAlternativeLogin: false,
      styles: { height: 44, borderRadius: 8, width: 0 },
    });
  });

  it.each([undefined, null, '', '   ', '\t\n'])("container %j: 'container is required parameter'", (value) => {
    expect(errorOf(() => normalizeOneTapParams({ container: value })).message).toBe('container is required parameter');
  });

  it('no options at all: container is required', () => {
    expect(errorOf(() => normalizeOneTapParams(undefined)).message).toBe('container is required parameter');
  });

  it.each([31, 57, 0, -44, 100])("height %i: 'The height should correspond to the range from 32 to 56'", (height) => {
    expect(errorOf(() => normalizeOneTapParams({ container, styles: { height } })).message).toBe(
      'The height should correspond to the range from 32 to 56',
    );
  });

  it('both ends of the range are allowed', () => {
    expect(normalizeOneTapParams({ container, styles: { height: 32 } }).styles.height).toBe(32);
    expect(normalizeOneTapParams({ container, styles: { height: 56 } }).styles.height).toBe(56);
  });

  it.each([
    ['height', '44'],
    ['height', Number.NaN],
    ['height', null],
    ['borderRadius', '8'],
    ['borderRadius', Number.POSITIVE_INFINITY],
    ['width', '100%'],
    ['width', {}],
  ])("%s %j: '{name} should be number'", (name, value) => {
    expect(errorOf(() => normalizeOneTapParams({ container, styles: { [name]: value } })).message).toBe(
      `${name} should be number`,
    );
  });

  it('a failed rule throws before the later ones: the container is checked first', () => {
    expect(errorOf(() => normalizeOneTapParams({ styles: { height: 10 } })).message).toBe(
      'container is required parameter',
    );
  });

  it("removes the provider's own entry and duplicates from the list", () => {
    expect(normalizeOneTapParams({ container, oauthList: ['vkid', 'ok_ru', 'mail_ru', 'ok_ru'] }).oauthList).toEqual([
      'ok_ru',
      'mail_ru',
    ]);
  });

  it('an unknown provider throws instead of disappearing silently', () => {
    expect(errorOf(() => normalizeOneTapParams({ container, oauthList: ['ok_ru', 'yandex'] })).message).toBe(
      `oauthList has an unknown provider "yandex": use 'ok_ru', 'mail_ru' or 'vkid' (OAuthName)`,
    );
    expect(errorOf(() => normalizeOneTapParams({ container, oauthList: 'ok_ru' })).message).toBe(
      'oauthList should be an array of provider names',
    );
  });

  it('fast auth is off with fastAuthDisabled: true or with the other reading, fastAuthEnabled: false', () => {
    expect(normalizeOneTapParams({ container, fastAuthDisabled: true }).fastAuthDisabled).toBe(true);
    expect(normalizeOneTapParams({ container, fastAuthEnabled: false }).fastAuthDisabled).toBe(true);
    expect(normalizeOneTapParams({ container, fastAuthEnabled: true }).fastAuthDisabled).toBe(false);
    expect(normalizeOneTapParams({ container, fastAuthDisabled: false }).fastAuthDisabled).toBe(false);
  });

  it('keeps scheme, skin, alternative login, flow source and session id; lang accepts ids, numeric strings and BCP-47 codes', () => {
    const options = normalizeOneTapParams({
      container,
      lang: 3,
      scheme: 'dark',
      skin: 'secondary',
      showAlternativeLogin: 1,
      flowSource: 'from_one_tap',
      uniqueSessionId: 'sess-1',
      styles: { width: 320, height: 48, borderRadius: 0 },
    });
    expect(options).toMatchObject({
      lang: 3,
      scheme: 'dark',
      skin: 'secondary',
      showAlternativeLogin: true,
      flowSource: 'from_one_tap',
      uniqueSessionId: 'sess-1',
    });
    expect(options.styles).toEqual({ width: 320, height: 48, borderRadius: 0 });
    expect(normalizeOneTapParams({ container, lang: '114' }).lang).toBe(114);
    expect(normalizeOneTapParams({ container, lang: 'kk' }).lang).toBe(97);
    expect(normalizeOneTapParams({ container, lang: 2 }).lang).toBe(0);
  });

  it('negative sizes are refused', () => {
    expect(errorOf(() => normalizeOneTapParams({ container, styles: { width: -1 } })).message).toBe(
      'width should not be negative',
    );
  });
});

describe('button list render options', () => {
  it.each([undefined, null, []])('oauthList %j: "OAuth list can\'t be empty"', (oauthList) => {
    expect(errorOf(() => normalizeOAuthListParams({ container, oauthList })).message).toBe("OAuth list can't be empty");
  });

  it('container is required first', () => {
    expect(errorOf(() => normalizeOAuthListParams({ container: ' ', oauthList: ['ok_ru'] })).message).toBe(
      'container is required parameter',
    );
  });

  it('keeps the provider itself in the list and fills height and radius', () => {
    expect(normalizeOAuthListParams({ container, oauthList: ['vkid', 'mail_ru'] })).toEqual({
      container,
      lang: 0,
      scheme: 'light',
      oauthList: ['vkid', 'mail_ru'],
      styles: { height: 44, borderRadius: 8 },
    });
  });

  it('checks the height and unknown providers like the one-tap widget', () => {
    expect(
      errorOf(() => normalizeOAuthListParams({ container, oauthList: ['ok_ru'], styles: { height: 60 } })).message,
    ).toBe('The height should correspond to the range from 32 to 56');
    expect(errorOf(() => normalizeOAuthListParams({ container, oauthList: ['OK'] })).message).toMatch(
      /unknown provider "OK"/,
    );
  });
});

describe('config', () => {
  const base = { app: 51234567, redirectUrl: 'https://site.ru/auth' };

  it('fills the defaults: new tab, redirect response, id.vk.com, statistics on', () => {
    expect(normalizeConfig(base)).toEqual({
      app: 51234567,
      redirectUrl: 'https://site.ru/auth',
      prompt: [''],
      mode: 'new_tab',
      responseMode: 'redirect',
      __vkidDomain: 'id.vk.com',
      __loginDomain: 'login.vk.com',
      __oauthDomain: 'oauth.vk.com',
      __apiDomain: 'api.vk.com',
      __debug: false,
      __localhost: false,
      sendStatistics: true,
    });
  });

  it('the defaults before any configuration are @vkid/sdk’s: app 0, no redirect URL, the same hosts and modes', () => {
    expect(defaultConfig()).toEqual({ ...normalizeConfig(base), app: 0, redirectUrl: '' });
  });

  it('takes the prompt as an array or a space-separated string, and the source from ConfigSource', () => {
    expect(normalizeConfig({ ...base, prompt: 'login consent' }).prompt).toEqual(['login', 'consent']);
    expect(normalizeConfig({ ...base, prompt: [] }).prompt).toEqual(['']);
    expect(normalizeConfig({ ...base, source: 'lowcode' }).source).toBe('lowcode');
    expect(errorOf(() => normalizeConfig({ ...base, source: 'nocode' })).message).toBe(
      'source should be one of lowcode',
    );
    expect(normalizeConfig({ ...base, __loginDomain: 'login.example' }).__loginDomain).toBe('login.example');
  });

  it.each([undefined, null, '', '  '])("app %j: 'app is required parameter'", (app) => {
    expect(errorOf(() => normalizeConfig({ ...base, app })).message).toBe('app is required parameter');
  });

  it("app may be a numeric string; anything else: 'app should be number'", () => {
    expect(normalizeConfig({ ...base, app: ' 42 ' }).app).toBe(42);
    for (const app of ['abc', '4.2', -1, 0, 1.5, Number.NaN, {}]) {
      expect(errorOf(() => normalizeConfig({ ...base, app })).message).toBe('app should be number');
    }
  });

  it.each([undefined, null, '', ' '])("redirectUrl %j: 'redirectUrl is required parameter'", (redirectUrl) => {
    expect(errorOf(() => normalizeConfig({ ...base, redirectUrl })).message).toBe('redirectUrl is required parameter');
  });

  it('keeps the optional auth fields and the debug switches', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(
      normalizeConfig({
        ...base,
        state: 's1',
        codeVerifier: verifier,
        scope: 'email phone',
        prompt: ['login', 'consent'],
        mode: 'redirect',
        responseMode: 'callback',
        __vkidDomain: 'http://id.localhost:3100',
        __debug: true,
        __localhost: true,
        sendStatistics: false,
      }),
    ).toEqual({
      ...defaultConfig(),
      ...base,
      state: 's1',
      codeVerifier: verifier,
      scope: 'email phone',
      prompt: ['login', 'consent'],
      mode: 'redirect',
      responseMode: 'callback',
      __vkidDomain: 'http://id.localhost:3100',
      __debug: true,
      __localhost: true,
      sendStatistics: false,
    });
  });

  it('explains PKCE mistakes at init instead of at the provider', () => {
    expect(errorOf(() => normalizeConfig({ ...base, codeVerifier: 'short' })).message).toMatch(
      /codeVerifier should be 43 to 128 characters/,
    );
    expect(
      errorOf(() => normalizeConfig({ ...base, codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM=' }))
        .message,
    ).toMatch(/codeChallenge should be the 43-character base64url S256 digest/);
    expect(
      errorOf(() =>
        normalizeConfig({
          ...base,
          codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
          codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        }),
      ).message,
    ).toBe('Pass either codeVerifier or codeChallenge, not both');
  });

  it('refuses unknown modes and a provider domain that is not a host', () => {
    expect(errorOf(() => normalizeConfig({ ...base, mode: 'popup' })).message).toBe(
      'mode should be one of redirect, new_tab, new_window',
    );
    expect(errorOf(() => normalizeConfig({ ...base, responseMode: 'post' })).message).toBe(
      'responseMode should be one of redirect, callback',
    );
    expect(errorOf(() => normalizeConfig({ ...base, __vkidDomain: 'http://id.vk.com' })).message).toMatch(
      /^__vkidDomain should be a host name/,
    );
  });
});
