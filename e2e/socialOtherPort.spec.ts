/**
 * Login forgery from another port of the portal's host (issue 30 §1), in Chromium. Cookies are not separated
 * by port: a page on http://127.0.0.1:<another port> (any other service on the portal's host) can set the
 * portal's `social_sign_in_<tag>` cookie. The attacker begins a sign-in with the victim's fingerprint (the same
 * Chromium user agent here), keeps the state and the binding cookie, taps his own provider account, stops at
 * the provider's redirect, and his page plants the cookie and sends the victim to `/login-vk?code&state`. The
 * cookie check passes; the page secret, which only the tab that began the sign-in holds in its own origin's
 * sessionStorage, does not: nobody is signed in and the page says why, with the way to start again.
 *
 * The portal and the attacker's page are both on 127.0.0.1 (the portal's PUBLIC_URL): cookies ignore the
 * port, not the host name, so the plant reaches the portal only under the same name.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { bindingCookieName } from '../server/auth/social/browserBinding.ts';
import { expect, presetCity, serverUrl, test } from './support/fixtures.ts';
import { contextWithThirdPartyCookies, signInAtProvider } from './support/providerSession.ts';
import { forgetShoppers, probeShopper } from './support/socialProbe.ts';

/** The attacker's own provider account (the local provider's first demo account). */
const ANNA = { userId: 700001, phone: '79990000101' } as const;
/** No cabinet is configured on the test server: the shopper's cabinet is the portal's own profile page. */
const CABINET = /\/profile$/;
const REFUSAL = 'Вход начали не на этой вкладке, поэтому мы его не завершили. Войдите ещё раз.';

/** A browser of its own (cookies, storage; the one-tap frame's cross-site cookies kept), a city chosen. */
async function freshBrowser(): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const { context, close } = await contextWithThirdPartyCookies({
    baseURL: serverUrl(),
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  const page = await context.newPage();
  await presetCity(page);
  return { context, page, close };
}

/** The sign-in and registration forms, each with its one-tap button, callback and way back. */
const FLOWS = {
  login: { form: '/login', callback: '/login-vk', again: 'Войти ещё раз' },
  registration: { form: '/registration', callback: '/registration-vk', again: 'Зарегистрироваться ещё раз' },
} as const;
type Flow = (typeof FLOWS)[keyof typeof FLOWS];

/** Taps one tap under the flow's form and stops where the provider sends the browser back: answers that address. */
async function stopAtProviderRedirect(page: Page, flow: Flow = FLOWS.login): Promise<string> {
  let callback: string | null = null;
  const pattern = `**${flow.callback}?**`;
  await page.route(pattern, async (route) => {
    callback = route.request().url();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Остановлено</title>' });
  });
  await page.goto(flow.form);
  await page.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
  await expect.poll(() => callback).not.toBeNull();
  await page.unroute(pattern);
  return callback!;
}

/** The binding cookie the browser of `context` holds for the sign-in of `callback`'s state. */
async function bindingCookieOf(context: BrowserContext, callback: string): Promise<{ name: string; value: string }> {
  const name = bindingCookieName(new URL(callback).searchParams.get('state') ?? '');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  expect(cookie, 'the attacker’s browser holds the state’s binding cookie').toBeDefined();
  return { name, value: cookie!.value };
}

/**
 * The attacker's page, on another port of the portal's host name: it sets the binding cookie for the portal's
 * sign-in calls, then sends the visitor to the forged callback address.
 */
async function startAttackerPage(
  portalHost: string,
  cookie: { name: string; value: string },
  forgedLink: string,
): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><meta charset="utf-8"><title>Скидки</title><script>
document.cookie = ${JSON.stringify(`${cookie.name}=${cookie.value}; path=/api/authentication`)};
location.replace(${JSON.stringify(forgedLink)});
</script>`;
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, portalHost, resolve));
  return { url: `http://${portalHost}:${(server.address() as AddressInfo).port}/`, server };
}

/** Every login-from-vk answer the page got: status and code (each added once its body is read). */
function exchanges(page: Page): { status: number; message: unknown }[] {
  const seen: { status: number; message: unknown }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/authentication/login-from-vk')) {
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      seen.push({ status: response.status(), message: body.message });
    }
  });
  return seen;
}

test.beforeEach(async () => {
  await forgetShoppers([ANNA.phone], [ANNA.userId]);
});

for (const [name, flow] of Object.entries(FLOWS)) {
  test(`${name}: a binding cookie planted from another port of the host signs nobody in; the victim reads why and can start again`, async () => {
    const attacker = await freshBrowser();
    const victim = await freshBrowser();
    const portalHost = new URL(serverUrl()).hostname;
    let attackerPage: { url: string; server: Server } | null = null;
    try {
      await signInAtProvider(attacker.context, process.env.E2E_ID_PROVIDER_URL ?? '');
      const forgedLink = await stopAtProviderRedirect(attacker.page, flow);
      expect(new URL(forgedLink).hostname).toBe(portalHost);
      const cookie = await bindingCookieOf(attacker.context, forgedLink);
      attackerPage = await startAttackerPage(portalHost, cookie, forgedLink);
      expect(new URL(attackerPage.url).port).not.toBe(new URL(serverUrl()).port);

      const seen = exchanges(victim.page);
      await victim.page.goto(attackerPage.url);
      await expect(victim.page).toHaveURL(new RegExp(`${flow.callback}\\?`));
      await expect(victim.page.getByText(REFUSAL)).toBeVisible();
      // The plant worked (the cookie check passed: not STATE_BROWSER_MISMATCH); the page secret refused it.
      expect(
        (await victim.context.cookies()).some(
          (planted) => planted.name === cookie.name && planted.value === cookie.value,
        ),
      ).toBe(true);
      // The listener reads each answer's body after the page has it: wait for it, then it must be the only one.
      await expect.poll(() => seen).toEqual([{ status: 400, message: 'STATE_PAGE_MISMATCH' }]);
      expect(await victim.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      expect(await probeShopper(ANNA.userId)).toBeNull();
      await victim.page.getByRole('link', { name: flow.again }).click();
      await expect(victim.page).toHaveURL(new RegExp(`${flow.form}$`));

      // The refusal left the state to the tab that began it: there the same address signs in.
      await attacker.page.goto(forgedLink);
      await expect(attacker.page).toHaveURL(CABINET);
      expect((await probeShopper(ANNA.userId))?.sessions).toBe(1);
    } finally {
      attackerPage?.server.close();
      await attacker.close();
      await victim.close();
    }
  });
}

test('a sign-in finished in another tab than the one that began it says so, and one tap from that tab then signs in', async () => {
  const shopper = await freshBrowser();
  try {
    await signInAtProvider(shopper.context, process.env.E2E_ID_PROVIDER_URL ?? '');
    const callback = await stopAtProviderRedirect(shopper.page);
    // The same browser (its cookie is there), another tab (its sessionStorage is not).
    const otherTab = await shopper.context.newPage();
    const seen = exchanges(otherTab);
    await otherTab.goto(callback);
    await expect(otherTab.getByText(REFUSAL)).toBeVisible();
    // The listener reads each answer's body after the page has it: wait for it, then it must be the only one.
    await expect.poll(() => seen).toEqual([{ status: 400, message: 'STATE_PAGE_MISMATCH' }]);
    expect(await probeShopper(ANNA.userId)).toBeNull();

    await otherTab.getByRole('link', { name: 'Войти ещё раз' }).click();
    await expect(otherTab).toHaveURL(/\/login$/);
    await otherTab.frameLocator('.social-sign-in iframe').getByRole('button', { name: 'Продолжить как Анна' }).click();
    await expect(otherTab).toHaveURL(CABINET);
    await expect
      .poll(() => seen)
      .toEqual([
        { status: 400, message: 'STATE_PAGE_MISMATCH' },
        { status: 200, message: undefined },
      ]);
    expect((await probeShopper(ANNA.userId))?.sessions).toBe(1);
  } finally {
    await shopper.close();
  }
});
