/**
 * Issue 18: a hostile page on an origin nobody registered tries to take a shopper's one-tap code for
 * the portal's app, against the provider the e2e server runs beside the portal (with the portal's
 * registration). The shopper is signed in at the provider, so before the fix the frame offered
 * «Продолжить как Анна» and posted the code to whatever origin the page named.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { signInAtProvider } from '../support/providerSession.ts';
import { freePort } from '../support/testServer.ts';
import { providerAndPortal } from './support/addresses.ts';

/** The portal's app at the local provider (server/id-provider/apps.ts). */
const PORTAL_APP = '51000001';
/** Any S256 challenge does: the page wants the code, not a verifier (RFC 7636 appendix B). */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** A page that keeps every message it receives (window.received), as an attacker's page would. */
const HOSTILE_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Розыгрыш призов</title>
<script>window.received = []; addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));</script>
</head><body><h1>Розыгрыш призов</h1><div id="slot"></div></body></html>`;

async function startHostile(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(HOSTILE_PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** The one-tap frame's address as the kit builds it, with the fields the attacker picks. */
function frameUrl(provider: string, origin: string, redirectUri: string): string {
  const query = new URLSearchParams({
    app_id: PORTAL_APP,
    origin,
    redirect_uri: redirectUri,
    uuid: 'hostil',
    oauth_version: '2',
    sdk_type: 'vkid',
    v: '2.1.0',
    style_height: '44',
    code_challenge: CHALLENGE,
    code_challenge_method: 's256',
    state: 'hostile-state',
  });
  return `${provider}/button_one_tap_auth?${query.toString()}`;
}

/** The full sign-in page's address; popup mode when `origin` is given. */
function authorizeUrl(provider: string, redirectUri: string, origin?: string): string {
  const query = new URLSearchParams({
    client_id: PORTAL_APP,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge: CHALLENGE,
    code_challenge_method: 's256',
    state: 'hostile-state',
    ...(origin !== undefined && { origin }),
  });
  return `${provider}/authorize?${query.toString()}`;
}

/** Frames `src` in the hostile page. */
async function embed(page: Page, src: string): Promise<void> {
  await page.evaluate((address) => {
    const frame = document.createElement('iframe');
    frame.title = 'Вход';
    frame.src = address;
    document.getElementById('slot')!.appendChild(frame);
  }, src);
}

/** Every message the hostile page received that carries a code. */
async function codesReceived(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window as unknown as { received: { data: unknown }[] }).received.filter((message) =>
      JSON.stringify(message.data).includes('"code"'),
    ),
  );
}

let hostile: Server;
let hostileOrigin: string;

test.beforeAll(async () => {
  const port = await freePort();
  hostile = await startHostile(port);
  hostileOrigin = `http://hostile.localhost:${port}`;
});

test.afterAll(async () => {
  hostile.closeAllConnections();
  await new Promise((resolve) => hostile.close(resolve));
});

test.beforeEach(async ({ context }) => {
  await signInAtProvider(context, providerAndPortal().provider);
});

test("a frame asking to post to the hostile origin gets the provider's error page, no account and no code", async ({
  page,
}) => {
  const { provider, portal } = providerAndPortal();
  await page.goto(hostileOrigin);
  await embed(page, frameUrl(provider, hostileOrigin, `${portal}/login-vk`));
  const frame = page.frameLocator('iframe[title="Вход"]');
  await expect(frame.getByRole('heading', { name: 'Неверные параметры виджета' })).toBeVisible();
  await expect(frame.getByText('origin: ожидается источник страницы, зарегистрированный для приложения')).toBeVisible();
  await expect(frame.getByRole('button', { name: /Продолжить как/ })).toHaveCount(0);
  expect(await codesReceived(page)).toEqual([]);
});

test("a frame claiming the portal's origin may not be framed by the hostile page (frame-ancestors)", async ({
  page,
}) => {
  const { provider, portal } = providerAndPortal();
  await page.goto(hostileOrigin);
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await embed(page, frameUrl(provider, new URL(portal).origin, `${portal}/login-vk`));
  expect((await refused).text()).toContain(new URL(portal).origin);
  await expect(page.frameLocator('iframe[title="Вход"]').getByRole('button', { name: /Продолжить как/ })).toHaveCount(
    0,
  );
  expect(await codesReceived(page)).toEqual([]);
});

test("a popup asking to post to the hostile origin shows the provider's error page and offers no account", async ({
  page,
}) => {
  const { provider, portal } = providerAndPortal();
  await page.goto(hostileOrigin);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (address) => void window.open(address, 'vkid', 'popup'),
      authorizeUrl(provider, `${portal}/login-vk`, hostileOrigin),
    ),
  ]);
  await expect(popup.getByRole('heading', { name: 'Неверный запрос входа' })).toBeVisible();
  await expect(popup.getByText('origin: ожидается источник страницы, зарегистрированный для приложения')).toBeVisible();
  await expect(popup.getByRole('button', { name: /Анна/ })).toHaveCount(0);
  expect(await codesReceived(page)).toEqual([]);
});

test('a sign-in asking to redirect to the hostile page shows the error page and never comes back with a code', async ({
  page,
}) => {
  const { provider } = providerAndPortal();
  await page.goto(hostileOrigin);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (address) => void window.open(address, 'vkid', 'popup'),
      authorizeUrl(provider, `${hostileOrigin}/steal`),
    ),
  ]);
  await expect(popup.getByRole('heading', { name: 'Неверный запрос входа' })).toBeVisible();
  await expect(
    popup.getByText('redirect_uri: ожидается адрес возврата, зарегистрированный для приложения'),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: /Анна/ })).toHaveCount(0);
  expect(popup.url().startsWith(provider)).toBe(true);
});
