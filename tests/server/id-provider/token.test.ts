import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../../../server/id-provider/index.ts';
import { codeFromFrame, exchange, REDIRECT_URI, SITE, testProvider } from './testProvider.ts';

describe('the token exchange: POST /oauth2/auth', () => {
  it('trades a code and the right verifier for opaque tokens, the user id, the scope and the echoed state', async () => {
    const provider = testProvider();
    const { code, device_id } = await codeFromFrame(provider, { state: 'st-9' });
    const response = await exchange(provider, { code, device_id, state: 'st-9' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      id_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'Bearer',
      expires_in: 3600,
      user_id: 700001,
      state: 'st-9',
      scope: 'vkid.personal_info',
    });
    expect(body.access_token).not.toBe(body.refresh_token);
    const claims = JSON.parse(Buffer.from(String(body.id_token).split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ iss: 'http://id.localhost:3100', sub: '700001', aud: '51000001' });
  });

  it('keeps the scope the frame asked for', async () => {
    const provider = testProvider();
    const { code, device_id } = await codeFromFrame(provider, { scope: 'vkid.personal_info email phone' });
    expect(await (await exchange(provider, { code, device_id })).json()).toMatchObject({
      scope: 'vkid.personal_info email phone',
    });
  });

  it('refuses a wrong verifier (invalid_grant) and still accepts the right one afterwards', async () => {
    const provider = testProvider();
    const { code, device_id } = await codeFromFrame(provider);
    const wrong = await exchange(provider, { code, device_id, code_verifier: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge (S256)',
      state: 'state-1234',
    });
    expect((await exchange(provider, { code, device_id })).status).toBe(200);
  });

  it('a code works once: the second exchange fails and revokes the tokens of the first', async () => {
    const provider = testProvider();
    const { code, device_id } = await codeFromFrame(provider);
    const first = (await (await exchange(provider, { code, device_id })).json()) as { access_token: string };
    const userInfo = () =>
      provider.request('/oauth2/user_info', {
        method: 'POST',
        body: new URLSearchParams({ client_id: '51000001', access_token: first.access_token }),
      });
    expect((await userInfo()).status).toBe(200);
    const again = await exchange(provider, { code, device_id });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('already been used'),
    });
    expect((await userInfo()).status).toBe(401);
  });

  it('a code expires ten minutes after it was issued', async () => {
    const provider = testProvider();
    const early = await codeFromFrame(provider);
    const late = await codeFromFrame(provider);
    provider.clock.advance(CODE_TTL_MS - 1);
    expect((await exchange(provider, early)).status).toBe(200);
    provider.clock.advance(1);
    const expired = await exchange(provider, late);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant', error_description: 'code has expired' });
  });

  it.each([
    ['device_id', { device_id: 'another-device' }, 'device_id differs from the one the code was issued with'],
    [
      'redirect_uri',
      { redirect_uri: `${SITE}/elsewhere` },
      'redirect_uri differs from the one the code was issued for',
    ],
    ['client_id', { client_id: '51000002' }, 'code was issued to another client_id'],
  ])('refuses a code presented with another %s', async (_name, change, description) => {
    const provider = testProvider();
    const issued = await codeFromFrame(provider);
    const response = await exchange(provider, { ...issued, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: description,
      state: 'state-1234',
    });
  });

  it.each([
    ['an unknown code', { code: 'nope' }, 'invalid_grant'],
    ['an unknown client', { client_id: '77' }, 'invalid_client'],
    ['another grant type', { grant_type: 'refresh_token' }, 'invalid_request'],
    ['a verifier too short for PKCE', { code_verifier: 'short' }, 'invalid_request'],
    ['no device_id', { device_id: '' }, 'invalid_request'],
    ['no code', { code: '' }, 'invalid_request'],
  ])('refuses %s', async (_name, change, error) => {
    const provider = testProvider();
    const issued = await codeFromFrame(provider);
    const response = await exchange(provider, { ...issued, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, state: 'state-1234' });
  });

  it("answers CORS for a site's front end: the Origin echoed, with credentials, and the preflight", async () => {
    const provider = testProvider();
    const issued = await codeFromFrame(provider);
    const response = await exchange(provider, issued, { Origin: SITE });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await provider.request(`/oauth2/auth?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
