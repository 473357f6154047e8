import { describe, expect, it } from 'vitest';
import { codeFromFrame, exchange, RFC_VERIFIER, testProvider } from './testProvider.ts';

/** A code for `app` through its one-tap frame, exchanged; answers the raw exchange response. */
async function exchangeFor(provider: ReturnType<typeof testProvider>, app: string): Promise<Response> {
  const payload = await codeFromFrame(provider, { app_id: app });
  return exchange(provider, {
    code: payload.code,
    device_id: payload.device_id,
    client_id: app,
    code_verifier: RFC_VERIFIER,
  });
}

async function userInfo(provider: ReturnType<typeof testProvider>, app: string): Promise<Record<string, unknown>> {
  const tokens = (await (await exchangeFor(provider, app)).json()) as { access_token: string };
  const answer = await provider.request('/oauth2/user_info', {
    method: 'POST',
    body: new URLSearchParams({ client_id: app, access_token: tokens.access_token }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

describe('scenarios for a site’s server', () => {
  it('token_error (51000008): the exchange answers 500 server_error', async () => {
    const answer = await exchangeFor(testProvider(), '51000008');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ error: 'server_error' });
  });

  it('slow_token (51000009): the exchange answers after slowTokenDelayMs, then normally', async () => {
    const provider = testProvider({ slowTokenDelayMs: 300 });
    const started = Date.now();
    const answer = await exchangeFor(provider, '51000009');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(answer.status).toBe(200);
  });

  it('no_phone (51000010): user info carries everything but the phone', async () => {
    const { user } = (await userInfo(testProvider(), '51000010')) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ user_id: 700001, first_name: 'Анна', birthday: '17.04.1994' });
    expect(user).not.toHaveProperty('phone');
  });

  it('broken_user_info (51000011): user info is not in the protocol’s shape', async () => {
    const { user } = (await userInfo(testProvider(), '51000011')) as { user: Record<string, unknown> };
    expect(user).not.toHaveProperty('first_name');
    expect(typeof user.user_id).toBe('string');
  });

  it('the ordinary app (51000001) still answers user info with the phone', async () => {
    const { user } = (await userInfo(testProvider(), '51000001')) as { user: Record<string, unknown> };
    expect(user.phone).toBe('79990000101');
  });
});
