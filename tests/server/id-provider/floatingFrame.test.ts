import { describe, expect, it } from 'vitest';
import { runFramePage, until } from './frameDom.ts';
import {
  bodyData,
  exchange,
  floatingQuery,
  frameQuery,
  RFC_VERIFIER,
  signIn,
  SITE,
  testProvider,
  type TestProvider,
} from './testProvider.ts';

async function panel(
  provider: TestProvider,
  overrides: Record<string, string | undefined> = {},
  signedIn = true,
): Promise<Response> {
  return provider.request(
    `/floating_one_tap_auth?${floatingQuery(overrides)}`,
    signedIn ? { headers: { Cookie: await signIn(provider) } } : {},
  );
}

/** The panel's page with its real script in jsdom; the parent records what the frame posts. */
async function runPanel(provider: TestProvider, overrides: Record<string, string | undefined> = {}) {
  return runFramePage(provider, await (await panel(provider, overrides)).text(), '/floating_one_tap_auth');
}

describe('the floating panel frame: GET /floating_one_tap_auth', () => {
  it("renders for FloatingOneTap's query, framable only by the app's registered origins, titled for the content id with the app's name", async () => {
    const provider = testProvider();
    const response = await panel(provider, { content_id: '6' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${SITE}$`));
    const html = await response.text();
    expect(bodyData(html, 'kind')).toBe('floatingonetap');
    expect(bodyData(html, 'mode')).toBe('session');
    expect(html).toContain('<h1 class="panel-title">Быстрая регистрация в «Рядом»</h1>');
    expect(html).toMatch(/data-action="login">.*Продолжить как Анна/);
    expect(html).toContain('data-provider="ok_ru"');
    expect(html).not.toMatch(/<script>|<style|style="/);
  });

  it('speaks English for lang_id 3, and offers nobody to a browser not signed in at the provider', async () => {
    const provider = testProvider();
    expect(await (await panel(provider, { lang_id: '3' })).text()).toContain('Sign in to “Рядом”');
    const html = await (await panel(provider, {}, false)).text();
    expect(bodyData(html, 'mode')).toBe('no_session');
    expect(html).not.toContain('data-action="login"');
  });

  it.each([
    ['content_id', '7', 'content_id: ожидается целое от 0 до 6'],
    ['uuid', undefined, 'uuid: обязателен'],
    ['origin', 'https://elsewhere.example', 'origin: ожидается'],
    ['code_challenge', undefined, 'code_challenge: обязателен'],
  ])('refuses %s=%s with the 400 page naming it', async (name, value, problem) => {
    const response = await panel(testProvider(), { [name]: value });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(problem);
  });

  it('the one-tap frame takes the content ids of OneTapContentId (0–8)', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider);
    expect(
      (
        await provider.request(`/button_one_tap_auth?${frameQuery({ content_id: '8' })}`, {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await provider.request(`/button_one_tap_auth?${frameQuery({ content_id: '9' })}`, {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(400);
  });
});

describe("the floating panel frame's script", () => {
  it('says load and its height, never authentication info, and a click posts floatingonetap: success login with a code that exchanges', async () => {
    const provider = testProvider();
    const { posted, document } = await runPanel(provider, { state: 'from-kit' });
    expect(posted.map((message) => message.data.handler)).toEqual(['common: load', 'common: resize']);
    document.querySelector<HTMLButtonElement>('button[data-action="login"]')!.click();
    await until(() => posted.length > 2);
    const success = posted[2]!;
    expect(success.targetOrigin).toBe(SITE);
    expect(success.data.handler).toBe('floatingonetap: success login');
    const { code, device_id } = success.data.params as { code: string; device_id: string };
    const tokens = await exchange(provider, { code, device_id, code_verifier: RFC_VERIFIER, state: 'from-kit' });
    expect(tokens.status).toBe(200);
  });

  it('asks for the full sign-in as floatingonetap: show full auth', async () => {
    const { posted, document } = await runPanel(testProvider());
    document.querySelector<HTMLButtonElement>('button[data-action="other"]')!.click();
    document.querySelector<HTMLButtonElement>('button[data-provider="mail_ru"]')!.click();
    expect(posted.slice(2).map((message) => message.data)).toEqual([
      { type: 'vk-sak-sdk', handler: 'floatingonetap: show full auth', params: { screen: 'login' } },
      { type: 'vk-sak-sdk', handler: 'floatingonetap: show full auth', params: { sdk_oauth: 'mail_ru' } },
    ]);
  });

  it('no_session: load, then floatingonetap: not authorized, saying that this provider offers FedCM (issue 22: the kit asks the browser only then)', async () => {
    const { posted } = await runPanel(testProvider(), { app_id: '51000002' });
    expect(posted.map((message) => message.data.handler)).toEqual(['common: load', 'floatingonetap: not authorized']);
    expect(posted[1]!.data.params).toEqual({ fedcm: true });
  });

  it('shows «signed in» when its page reports a finished sign-in, and only from that page', async () => {
    const { document, window, parent } = await runPanel(testProvider());
    const done = document.querySelector<HTMLElement>('.panel-done')!;
    const message = { type: 'vk-sak-sdk', handler: 'floatingonetap: success login', params: {} };
    window.dispatchEvent(new window.MessageEvent('message', { data: message, origin: 'https://elsewhere.example' }));
    expect(done.hidden).toBe(true);
    const event = new window.MessageEvent('message', { data: message, origin: SITE });
    Object.defineProperty(event, 'source', { value: parent });
    window.dispatchEvent(event);
    expect(done.hidden).toBe(false);
    expect(done.textContent).toBe('Вы вошли.');
  });
});
