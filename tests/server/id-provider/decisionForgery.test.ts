/**
 * Issue 30 §1: login forgery at the provider through its decision form. POST /authorize/decision signs
 * the browser in at the provider, and before the fix it needed nothing but a pending request id, which
 * an attacker gets from his own GET /authorize: a hostile page auto-submitting
 * `request=…&decision=allow&account=700002` left the victim signed in there as the attacker.
 */
import { describe, expect, it } from 'vitest';
import {
  authorizeQuery,
  decideOnPage,
  frameQuery,
  ID,
  openSignInPage,
  testProvider,
  type OpenedSignInPage,
  type TestProvider,
} from './testProvider.ts';

/** The attacker's own page: opened in his browser, its request id and his browser's cookie. */
async function attackersPage(provider: TestProvider): Promise<OpenedSignInPage> {
  return openSignInPage(provider);
}

function postDecision(
  provider: TestProvider,
  headers: Record<string, string>,
  fields: Record<string, string>,
): Promise<Response> {
  return provider.request('/authorize/decision', { method: 'POST', headers, body: new URLSearchParams(fields) });
}

/** The provider session a response leaves in the browser, if any. */
function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('idp_session='));
}

/** Whom the one-tap frame offers to a browser holding `cookie`. */
async function frameOffers(provider: TestProvider, cookie: string): Promise<string> {
  const html = await (
    await provider.request(`/button_one_tap_auth?${frameQuery()}`, { headers: { Cookie: cookie } })
  ).text();
  return /Продолжить как [А-Яа-яЁё]+/.exec(html)?.[0] ?? 'никого';
}

describe("the decision form takes posts only from the provider's own page (issue 30 §1)", () => {
  it.each([
    ['another site (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a page on the same host at another port (Sec-Fetch-Site: same-site)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a client that names a foreign Origin and no Sec-Fetch-Site', { Origin: 'https://evil.example' }],
    ['a sandboxed page (Origin: null) without Sec-Fetch-Site', { Origin: 'null' }],
  ])('a decision posted from %s is refused with 403 and signs nobody in', async (_from, headers) => {
    const provider = testProvider();
    const page = await attackersPage(provider);
    const response = await postDecision(
      provider,
      { ...headers, Cookie: page.cookie },
      { request: page.request, decision: 'allow', account: '700002' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await response.text()).toContain('Войти можно только со страницы этого провайдера.');
  });
});

describe('a pending sign-in belongs to the browser that opened it (issue 30 §1)', () => {
  it('GET /authorize leaves a host-only, HttpOnly, SameSite=Strict binding cookie (__Host- on loopback); a refused query none', async () => {
    const provider = testProvider();
    const response = await provider.request(`/authorize?${authorizeQuery()}`);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-idp_browser=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
    const refused = await provider.request(`/authorize?${authorizeQuery({ client_id: undefined })}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it("a decision from the provider's page in a browser without the binding cookie is refused with 403", async () => {
    const provider = testProvider();
    const page = await attackersPage(provider);
    const response = await postDecision(
      provider,
      { 'Sec-Fetch-Site': 'same-origin' },
      { request: page.request, account: '700002' },
    );
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('Вход не выполнен');
    expect(html).toContain('Эту страницу входа открыли в другом браузере.');
  });

  it("a decision carrying another browser's binding cookie is refused, and does not spend the request", async () => {
    const provider = testProvider();
    const attackers = await attackersPage(provider);
    const victims = await openSignInPage(provider);
    expect(victims.cookie).not.toBe(attackers.cookie);
    const forged = await decideOnPage(
      provider,
      { request: attackers.request, cookie: victims.cookie },
      { account: '700002' },
    );
    expect(forged.status).toBe(403);
    expect(sessionCookieOf(forged)).toBeUndefined();
    expect(await frameOffers(provider, victims.cookie)).toBe('никого');
    // The browser that opened the page can still decide on it.
    expect((await decideOnPage(provider, attackers, { account: '700002' })).status).toBe(303);
  });

  it('the legitimate flow still works: pages opened in one browser each sign it in, and the frame offers the choice', async () => {
    const provider = testProvider();
    const first = await openSignInPage(provider);
    const second = await openSignInPage(provider, {}, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    const answer = await decideOnPage(provider, second, { account: '700003' });
    expect(answer.status).toBe(303);
    const session = sessionCookieOf(answer)?.split(';')[0] ?? '';
    expect(await frameOffers(provider, session)).toBe('Продолжить как Варвара');
    expect((await decideOnPage(provider, first, { decision: 'decline' })).status).toBe(303);
  });

  it("a client without Sec-Fetch-Site that names the provider's own Origin and holds the cookie is served", async () => {
    const provider = testProvider();
    const page = await openSignInPage(provider);
    const response = await postDecision(
      provider,
      { Origin: ID, Cookie: page.cookie },
      { request: page.request, account: '700001' },
    );
    expect(response.status).toBe(303);
  });
});
