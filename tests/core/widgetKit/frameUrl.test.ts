import { describe, expect, it } from 'vitest';
import { normalizeOneTapParams, oneTapFrameUrl } from '../../../core/widgetKit/oneTapButton.ts';
import { authorizeUrl } from '../../../core/widgetKit/frameUrl.ts';
import { normalizeConfig } from '../../../core/widgetKit/validation.ts';

const config = normalizeConfig({ app: 777, redirectUrl: 'https://site.ru/auth?from=widget' });
const context = {
  instanceId: 'abcdef',
  origin: 'https://site.ru',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  state: 'st8',
};

function queryOf(url: string): [string, string][] {
  return [...new URL(url).searchParams.entries()];
}

describe('the one-tap frame address', () => {
  it('is /button_one_tap_auth on the id origin with the query of the plan, in order', () => {
    const options = normalizeOneTapParams({
      container: {},
      oauthList: ['vkid', 'ok_ru', 'mail_ru'],
      showAlternativeLogin: true,
      skin: 'secondary',
      scheme: 'dark',
      lang: 3,
      styles: { height: 48, borderRadius: 12 },
    });
    const url = oneTapFrameUrl(config, options, context);
    expect(url.startsWith('https://id.vk.com/button_one_tap_auth?')).toBe(true);
    expect(queryOf(url)).toEqual([
      ['style_height', '48'],
      ['style_border_radius', '12'],
      ['show_alternative_login', '1'],
      ['button_skin', 'secondary'],
      ['content_id', '0'],
      ['scheme', 'dark'],
      ['lang_id', '3'],
      ['providers', 'ok_ru,mail_ru'],
      ['uuid', 'abcdef'],
      ['origin', 'https://site.ru'],
      ['oauth_version', '2'],
      ['v', '2.1.0'],
      ['sdk_type', 'vkid'],
      ['app_id', '777'],
      ['redirect_uri', 'https://site.ru/auth?from=widget'],
      ['code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
      ['code_challenge_method', 's256'],
      ['state', 'st8'],
    ]);
  });

  it('fastAuthDisabled, debug, localhost and scope appear only when set; providers is always sent, empty without a list (as the reference)', () => {
    const plain = queryOf(oneTapFrameUrl(config, normalizeOneTapParams({ container: {} }), context)).map(
      ([key]) => key,
    );
    expect(plain).not.toContain('fastAuthDisabled');
    expect(plain).not.toContain('debug');
    expect(plain).not.toContain('localhost');
    expect(plain).not.toContain('scope');
    expect(plain).toContain('providers');
    expect(
      new URL(
        oneTapFrameUrl(config, normalizeOneTapParams({ container: {}, oauthList: ['vkid'] }), context),
      ).searchParams.get('providers'),
    ).toBe('');

    const local = normalizeConfig({
      app: 777,
      redirectUrl: 'https://site.ru/',
      __vkidDomain: 'http://id.localhost:3100',
      __debug: true,
      __localhost: true,
      scope: 'email',
    });
    const url = oneTapFrameUrl(local, normalizeOneTapParams({ container: {}, fastAuthEnabled: false }), context);
    expect(url.startsWith('http://id.localhost:3100/button_one_tap_auth?')).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get('fastAuthDisabled')).toBe('1');
    expect(query.get('debug')).toBe('1');
    expect(query.get('localhost')).toBe('1');
    expect(query.get('scope')).toBe('email');
    expect(query.get('show_alternative_login')).toBe('0');
  });
});

describe('the full sign-in address', () => {
  const request = {
    codeChallenge: 'cc',
    state: 'st',
    lang: 97 as const,
    scheme: 'light' as const,
    statsFlowSource: 'from_multibranding' as const,
    uniqueSessionId: 'sid-1',
  };

  it('is /authorize with the auth query of the plan, in order', () => {
    const url = authorizeUrl(
      { ...config, scope: 'email' },
      { ...request, provider: 'ok_ru', screen: 'phone', origin: 'https://site.ru' },
    );
    expect(url.startsWith('https://id.vk.com/authorize?')).toBe(true);
    const query = queryOf(url);
    expect(query.map(([key]) => key)).toEqual([
      'client_id',
      'response_type',
      'code_challenge',
      'code_challenge_method',
      'state',
      'redirect_uri',
      'scope',
      'prompt',
      'provider',
      'screen',
      'lang_id',
      'scheme',
      'stats_info',
      'v',
      'sdk_type',
      'app_id',
      'origin',
    ]);
    // Through OK, or on a screen the frame asked for, the visitor signs in anew: 'login' comes first.
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: '777',
      response_type: 'code',
      code_challenge_method: 's256',
      prompt: 'login',
      provider: 'ok_ru',
      lang_id: '97',
      origin: 'https://site.ru',
    });
    const statsInfo = Object.fromEntries(query).stats_info!;
    expect(JSON.parse(Buffer.from(statsInfo, 'base64').toString('utf8'))).toEqual({
      flow_source: 'from_multibranding',
      session_id: 'sid-1',
    });
  });

  it('sends no provider for the provider itself, no origin in redirect mode, and the prompt when given', () => {
    const query = new URL(authorizeUrl({ ...config, prompt: ['consent'] }, { ...request, provider: 'vkid' }))
      .searchParams;
    expect(query.has('provider')).toBe(false);
    expect(query.has('origin')).toBe(false);
    expect(query.has('scope')).toBe(false);
    expect(query.get('prompt')).toBe('consent');
    expect(new URL(authorizeUrl(config, request)).searchParams.has('prompt')).toBe(false);
    expect(
      new URL(
        authorizeUrl({ ...config, prompt: ['login', 'consent'] }, { ...request, provider: 'mail_ru' }),
      ).searchParams.get('prompt'),
    ).toBe('login consent');
    expect(
      new URL(authorizeUrl({ ...config, prompt: ['consent'] }, { ...request, screen: 'phone' })).searchParams.get(
        'prompt',
      ),
    ).toBe('login consent');
  });
});
