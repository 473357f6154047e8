import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../server/id-provider/store.ts';
import { APP, codeFromFrame, exchange, REDIRECT_URI, SITE, testProvider, type TestProvider } from './testProvider.ts';

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  state: string;
}

/** A fresh sign-in through the frame: its tokens and the device id they are bound to. */
async function signedIn(provider: TestProvider): Promise<{ tokens: Tokens; deviceId: string }> {
  const { code, device_id } = await codeFromFrame(provider);
  const tokens = (await (await exchange(provider, { code, device_id })).json()) as Tokens;
  return { tokens, deviceId: device_id };
}

/** POST /oauth2/auth with a refresh token, as @vkid/sdk's Auth.refreshToken sends it. */
function refresh(
  provider: TestProvider,
  refreshToken: string,
  deviceId: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams({
    grant_type: 'refresh_token',
    redirect_uri: REDIRECT_URI,
    client_id: APP,
    device_id: deviceId,
    state: 'refresh-state',
    ...query,
  });
  return provider.request(`/oauth2/auth?${params.toString()}`, {
    method: 'POST',
    body: new URLSearchParams({ refresh_token: refreshToken }),
    headers,
  });
}

/** A front-end call with the client id in the query and one field in the body (logout, user info, public info). */
function call(
  provider: TestProvider,
  path: string,
  body: Record<string, string>,
  clientId = APP,
  headers: Record<string, string> = {},
) {
  return provider.request(`${path}?client_id=${clientId}`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers,
  });
}

describe('refresh-token rotation: POST /oauth2/auth?grant_type=refresh_token', () => {
  it('answers a new pair and a new id token for the echoed state; the new access token works', async () => {
    const provider = testProvider();
    const { tokens, deviceId } = await signedIn(provider);
    const response = await refresh(provider, tokens.refresh_token, deviceId);
    expect(response.status).toBe(200);
    const next = (await response.json()) as Tokens & Record<string, unknown>;
    expect(next).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user_id: 700001,
      state: 'refresh-state',
      scope: 'vkid.personal_info',
    });
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.id_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await call(provider, '/oauth2/user_info', { access_token: next.access_token })).status).toBe(200);
    // And the refresh token it answered refreshes in its turn.
    expect((await refresh(provider, next.refresh_token, deviceId)).status).toBe(200);
  });

  it('a rotated refresh token presented again is refused and revokes every token of that sign-in', async () => {
    const provider = testProvider();
    const { tokens, deviceId } = await signedIn(provider);
    const next = (await (await refresh(provider, tokens.refresh_token, deviceId)).json()) as Tokens;
    const reused = await refresh(provider, tokens.refresh_token, deviceId);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'refresh_token has already been used; every token of this sign-in is revoked',
      state: 'refresh-state',
    });
    // The thief's copy and the rightful holder's newer tokens are all dead now.
    expect((await call(provider, '/oauth2/user_info', { access_token: next.access_token })).status).toBe(401);
    expect((await call(provider, '/oauth2/user_info', { access_token: tokens.access_token })).status).toBe(401);
    expect(await (await refresh(provider, next.refresh_token, deviceId)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('revoked'),
    });
    expect((await call(provider, '/oauth2/public_info', { id_token: next.id_token })).status).toBe(401);
  });

  it('is bound to its client and device, and refuses unknown, expired and incomplete requests', async () => {
    const provider = testProvider();
    const { tokens, deviceId } = await signedIn(provider);
    const refused = async (response: Response) => [
      response.status,
      ((await response.json()) as { error: string; error_description: string }).error_description,
    ];
    expect(await refused(await refresh(provider, tokens.refresh_token, 'another-device'))).toEqual([
      400,
      'device_id differs from the one the refresh_token was issued with',
    ]);
    expect(await refused(await refresh(provider, tokens.refresh_token, deviceId, { client_id: '51000002' }))).toEqual([
      400,
      'refresh_token was issued to another client_id',
    ]);
    expect(
      await refused(await refresh(provider, tokens.refresh_token, deviceId, { redirect_uri: `${SITE}/elsewhere` })),
    ).toEqual([400, 'redirect_uri differs from the one the sign-in used']);
    expect(await refused(await refresh(provider, 'made-up', deviceId))).toEqual([400, 'refresh_token is unknown']);
    expect(await refused(await refresh(provider, tokens.refresh_token, deviceId, { state: '' }))).toEqual([
      400,
      'state is required',
    ]);
    expect(await refused(await refresh(provider, '', deviceId))).toEqual([400, 'refresh_token is required']);
    // None of those spent it.
    provider.clock.advance(31 * 24 * 3600 * 1000);
    expect(await refused(await refresh(provider, tokens.refresh_token, deviceId))).toEqual([
      400,
      'refresh_token has expired',
    ]);
  });

  it('answers CORS to the registered site that calls it from its front end', async () => {
    const provider = testProvider();
    const { tokens, deviceId } = await signedIn(provider);
    const response = await refresh(provider, tokens.refresh_token, deviceId, {}, { Origin: SITE });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('logout: POST /oauth2/logout', () => {
  it('answers {response: 1} and revokes the access token, its refresh token and its id token', async () => {
    const provider = testProvider();
    const { tokens, deviceId } = await signedIn(provider);
    const response = await call(provider, '/oauth2/logout', { access_token: tokens.access_token }, APP, {
      Origin: SITE,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({ response: 1 });
    expect((await call(provider, '/oauth2/user_info', { access_token: tokens.access_token })).status).toBe(401);
    expect(await (await refresh(provider, tokens.refresh_token, deviceId)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('revoked'),
    });
    expect((await call(provider, '/oauth2/public_info', { id_token: tokens.id_token })).status).toBe(401);
  });

  it('refuses a revoked, unknown or foreign token with 401 invalid_token, and a call without client id with 400', async () => {
    const provider = testProvider();
    const { tokens } = await signedIn(provider);
    expect((await call(provider, '/oauth2/logout', { access_token: tokens.access_token }, '51000002')).status).toBe(
      401,
    );
    expect((await call(provider, '/oauth2/logout', { access_token: tokens.access_token })).status).toBe(200);
    const again = await call(provider, '/oauth2/logout', { access_token: tokens.access_token });
    expect(again.status).toBe(401);
    expect(again.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await again.json()).toMatchObject({ error: 'invalid_token' });
    expect((await call(provider, '/oauth2/logout', { access_token: 'made-up' })).status).toBe(401);
    expect(
      (await provider.request('/oauth2/logout', { method: 'POST', body: new URLSearchParams({ access_token: 'x' }) }))
        .status,
    ).toBe(400);
  });

  it('ends one sign-in only: another sign-in of the same person keeps working', async () => {
    const provider = testProvider();
    const first = await signedIn(provider);
    const second = await signedIn(provider);
    await call(provider, '/oauth2/logout', { access_token: first.tokens.access_token });
    expect((await call(provider, '/oauth2/user_info', { access_token: second.tokens.access_token })).status).toBe(200);
  });
});

describe('public info: POST /oauth2/public_info', () => {
  it('answers the name and avatar, with the phone and e-mail masked, for a live id token', async () => {
    const provider = testProvider();
    const { tokens } = await signedIn(provider);
    const response = await call(provider, '/oauth2/public_info', { id_token: tokens.id_token }, APP, { Origin: SITE });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({
      user: {
        user_id: '700001',
        first_name: 'Анна',
        last_name: 'Соколова',
        avatar: 'http://id.localhost:3100/avatar/700001',
        email: 'an***@example.ru',
        phone: '+7 *** *** ** 01',
      },
    });
  });

  it('refuses a tampered token, a token of another client and an expired one with 401 invalid_token', async () => {
    const provider = testProvider();
    const { tokens } = await signedIn(provider);
    const [header, claims, signature] = tokens.id_token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, sub: '700002' })).toString('base64url')}.${signature}`;
    for (const [idToken, clientId] of [
      [tampered, APP],
      [tokens.id_token, '51000002'],
      ['not-a-jwt', APP],
      ['', APP],
    ] as const) {
      const response = await call(provider, '/oauth2/public_info', { id_token: idToken }, clientId);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_token' });
    }
    provider.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await call(provider, '/oauth2/public_info', { id_token: tokens.id_token })).status).toBe(401);
  });

  it('user info takes the client id in the query too, as @vkid/sdk sends it', async () => {
    const provider = testProvider();
    const { tokens } = await signedIn(provider);
    const response = await call(provider, '/oauth2/user_info', { access_token: tokens.access_token }, APP, {
      Origin: SITE,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
