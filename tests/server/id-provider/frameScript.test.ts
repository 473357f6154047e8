import { describe, expect, it } from 'vitest';
import { FRAME_ERROR_TEXT } from '../../../server/id-provider/pages/framePage.ts';
import { runFramePage, until } from './frameDom.ts';
import { RFC_VERIFIER, SITE, exchange, signedInFrame, testProvider, type TestProvider } from './testProvider.ts';

/** The signed-in one-tap frame with its real script in jsdom; the parent records what the frame posts. */
async function runFrame(provider: TestProvider, overrides: Record<string, string | undefined> = {}) {
  return runFramePage(provider, await (await signedInFrame(provider, overrides)).text(), '/button_one_tap_auth');
}

describe('the one-tap frame script (one-tap-frame.js) in the frame page', () => {
  it('session: says load, its height and that the visitor is online, only to the embedding origin', async () => {
    const { posted, document } = await runFrame(testProvider());
    expect(posted.map((message) => message.data.handler)).toEqual([
      'common: load',
      'common: resize',
      'onetap: authentication_info',
    ]);
    expect(posted.every((message) => message.targetOrigin === SITE && message.data.type === 'vk-sak-sdk')).toBe(true);
    expect(posted[1]!.data.params).toEqual({ height: expect.any(Number) });
    expect(posted[2]!.data.params).toEqual({ is_online: true });
    expect(document.documentElement.style.getPropertyValue('--button-height')).toBe('44px');
    expect(document.documentElement.style.getPropertyValue('--button-radius')).toBe('8px');
  });

  it("a click on «Продолжить как Анна» posts success login with a code that exchanges with the page's verifier", async () => {
    const provider = testProvider();
    const { posted, document } = await runFrame(provider, { state: 'from-kit' });
    document.querySelector<HTMLButtonElement>('button[data-action="login"]')!.click();
    await until(() => posted.length > 3);
    const success = posted[3]!;
    expect(success.targetOrigin).toBe(SITE);
    expect(success.data.handler).toBe('onetap: success login');
    expect(success.data.params).toEqual({
      code: expect.any(String),
      device_id: expect.any(String),
      state: 'from-kit',
      type: 'code_v2',
      expires_in: 600,
    });
    const { code, device_id } = success.data.params as { code: string; device_id: string };
    const tokens = await exchange(provider, { code, device_id, code_verifier: RFC_VERIFIER, state: 'from-kit' });
    expect(await tokens.json()).toMatchObject({ user_id: 700001, state: 'from-kit' });
    expect(tokens.status).toBe(200);
  });

  it('«Другой аккаунт» asks for the full sign-in on the login screen; a provider button names its provider', async () => {
    const { posted, document } = await runFrame(testProvider());
    document.querySelector<HTMLButtonElement>('button[data-action="other"]')!.click();
    document.querySelector<HTMLButtonElement>('button[data-provider="ok_ru"]')!.click();
    document.querySelector<HTMLButtonElement>('button[data-provider="mail_ru"]')!.click();
    expect(posted.slice(3).map((message) => message.data)).toEqual([
      { type: 'vk-sak-sdk', handler: 'onetap: show full auth', params: { screen: 'login' } },
      { type: 'vk-sak-sdk', handler: 'onetap: show full auth', params: { sdk_oauth: 'ok_ru' } },
      { type: 'vk-sak-sdk', handler: 'onetap: show full auth', params: { sdk_oauth: 'mail_ru' } },
    ]);
  });

  it('no_session: load, then not authorized', async () => {
    const { posted } = await runFrame(testProvider(), { app_id: '51000002' });
    expect(posted.map((message) => message.data.handler)).toEqual(['common: load', 'onetap: not authorized']);
  });

  it('error: a frame_error with its text, and no load', async () => {
    const { posted } = await runFrame(testProvider(), { app_id: '51000004' });
    expect(posted.map((message) => message.data)).toEqual([
      { type: 'vk-sak-sdk', handler: 'common: error', params: { code: 'frame_error', text: FRAME_ERROR_TEXT } },
    ]);
  });

  it('close: load, then close', async () => {
    const { posted } = await runFrame(testProvider(), { app_id: '51000007' });
    expect(posted.map((message) => message.data.handler)).toEqual(['common: load', 'common: close']);
  });

  it('slow: shows the button but never says anything, even when clicked', async () => {
    const { posted, document } = await runFrame(testProvider(), { app_id: '51000003' });
    document.querySelector<HTMLButtonElement>('button[data-action="login"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toEqual([]);
  });

  it('a frame whose sign-in request has gone stale reports a frame error on click', async () => {
    const provider = testProvider();
    const { posted, document } = await runFrame(provider);
    provider.clock.advance(31 * 60 * 1000);
    document.querySelector<HTMLButtonElement>('button[data-action="login"]')!.click();
    await until(() => posted.length > 3);
    expect(posted[3]!.data).toMatchObject({ handler: 'common: error', params: { code: 'frame_error' } });
  });
});
