import { describe, expect, it } from 'vitest';
import { codeFromFrame, exchange, SITE, testProvider, type TestProvider } from './testProvider.ts';

async function accessToken(provider: TestProvider): Promise<string> {
  const issued = await codeFromFrame(provider);
  return ((await (await exchange(provider, issued)).json()) as { access_token: string }).access_token;
}

function userInfo(
  provider: TestProvider,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return provider.request('/oauth2/user_info', { method: 'POST', body: new URLSearchParams(fields), headers });
}

describe('user info: POST /oauth2/user_info', () => {
  it('describes the account behind a live token, with an absolute avatar address on the provider', async () => {
    const provider = testProvider();
    const token = await accessToken(provider);
    const response = await userInfo(provider, { client_id: '51000001', access_token: token }, { Origin: SITE });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({
      user: {
        user_id: 700001,
        first_name: 'Анна',
        last_name: 'Соколова',
        phone: '79990000101',
        avatar: 'http://id.localhost:3100/avatar/700001',
        email: 'anna.sokolova@example.ru',
        sex: 1,
        verified: true,
        birthday: '17.04.1994',
      },
    });
  });

  it('refuses an unknown token, a token of another client and an expired one with 401 invalid_token', async () => {
    const provider = testProvider();
    const token = await accessToken(provider);
    for (const fields of [
      { client_id: '51000001', access_token: 'made-up' },
      { client_id: '51000001', access_token: '' },
      { client_id: '51000002', access_token: token },
    ]) {
      const response = await userInfo(provider, fields);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_token', error_description: expect.any(String) });
    }
    provider.clock.advance(3600 * 1000);
    expect((await userInfo(provider, { client_id: '51000001', access_token: token })).status).toBe(401);
  });

  it('needs the client_id', async () => {
    const provider = testProvider();
    const response = await userInfo(provider, { access_token: await accessToken(provider) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
