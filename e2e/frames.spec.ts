/**
 * Frames mode (portal §1, §2, §7): a host page on another origin embeds the portal, navigates inside
 * it and receives page_change messages in order; a host not on the FRAME_ANCESTORS allowlist, or any
 * page outside frames mode, is refused by the Content-Security-Policy.
 *
 * The allowed host is tried under two names: 127.0.0.1 on another port (another origin, same site)
 * and localhost (another site, as a real partner's domain is). Chromium denies a cross-site frame
 * its localStorage (third-party storage), so the second one also checks the portal copes without it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** A host page: the portal in an iframe, every message it posts kept in window.received. */
function hostPage(src: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Сайт партнёра</title></head>
<body>
<h1>Сайт партнёра</h1>
<script>
  window.received = [];
  window.addEventListener('message', (event) => { window.received.push({ origin: event.origin, data: event.data }); });
</script>
<iframe title="Рядом" src="${src}" width="1000" height="700"></iframe>
</body></html>`;
}

/** Serves `hostPage(src)` at every path on 127.0.0.1:`port` (0: any free port). */
async function startHost(port: number, src: string): Promise<{ port: number; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(src));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { port: (server.address() as AddressInfo).port, server };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function allowedPort(): number {
  const port = Number(process.env.E2E_FRAME_HOST_PORT);
  expect(port, 'the global setup reserved the allowed host port').toBeGreaterThan(0);
  return port;
}

interface Received {
  origin: string;
  data: { type?: string; path?: string };
}

async function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (window as unknown as { received: Received[] }).received);
}

async function pageChanges(page: Page): Promise<string[]> {
  return (await received(page))
    .filter((message) => message.data?.type === 'page_change')
    .map((message) => message.data.path ?? '');
}

/** Resolves once Chromium reports that the frame was refused by frame-ancestors. */
function refusal(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text().includes('frame-ancestors'),
    timeout: 10_000,
  });
}

for (const hostName of ['127.0.0.1', 'localhost'] as const) {
  const kind = hostName === 'localhost' ? 'cross-site' : 'same-site';
  test(`a ${kind} host on the allowlist (${hostName}) embeds the portal and hears every page_change in order`, async ({
    page,
    baseURL,
  }) => {
    const host = await startHost(allowedPort(), `${baseURL}/frames`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`http://${hostName}:${host.port}/`);
      const frame = page.frameLocator('iframe[title="Рядом"]');
      await expect(
        frame.getByRole('heading', { name: 'Партнёры рядом' }),
        `the framed portal starts (page errors: ${errors.join(' | ')})`,
      ).toBeVisible();
      await expect.poll(() => pageChanges(page)).toEqual(['/frames']);

      // The framed portal keeps its own city: the visitor picks one there.
      const cityModal = frame.getByRole('dialog', { name: 'Выберите ваш город' });
      await expect(cityModal).toBeVisible();
      await cityModal.getByRole('button', { name: 'Москва', exact: true }).click();
      await expect(cityModal).toBeHidden();

      // Frame mode shows only the first two navigation items (portal §2).
      const nav = frame.getByRole('navigation', { name: 'Основная навигация' });
      await expect(nav.getByRole('link')).toHaveCount(2);
      await nav.getByRole('link', { name: 'Офлайн-партнёры' }).click();
      await expect.poll(() => pageChanges(page)).toEqual(['/frames', '/brands']);
      await expect(frame.getByRole('heading', { name: 'Офлайн-партнёры', level: 1 })).toBeVisible();
      await frame
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Онлайн-покупки' })
        .click();
      await expect.poll(() => pageChanges(page)).toEqual(['/frames', '/brands', '/online']);

      // Every message came from the portal's origin.
      expect(new Set((await received(page)).map((message) => message.origin))).toEqual(
        new Set([new URL(baseURL!).origin]),
      );
      expect(errors).toEqual([]);
    } finally {
      await stop(host.server);
    }
  });
}

test('a host off the allowlist, and any page outside frames mode, are refused', async ({ page, request, baseURL }) => {
  const port = allowedPort();

  await test.step('the headers', async () => {
    const framed = await request.get('/frames');
    const csp = framed.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`frame-ancestors 'self' http://127.0.0.1:${port} http://localhost:${port}`);
    expect(framed.headers()['x-frame-options']).toBeUndefined();
    const withParameter = await request.get('/brands?iframe=true');
    expect(withParameter.headers()['content-security-policy']).toContain(`http://127.0.0.1:${port}`);
    const plain = await request.get('/brands');
    expect(plain.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers()['x-frame-options']).toBe('DENY');
  });

  await test.step('a stranger host cannot show /frames', async () => {
    const stranger = await startHost(0, `${baseURL}/frames`);
    try {
      expect(stranger.port).not.toBe(port);
      const refused = refusal(page);
      await page.goto(`http://127.0.0.1:${stranger.port}/`);
      await refused;
      await expect(page.frameLocator('iframe[title="Рядом"]').getByRole('main')).toHaveCount(0);
      expect(await pageChanges(page)).toEqual([]);
    } finally {
      await stop(stranger.server);
    }
  });

  await test.step('the allowed host cannot show a page outside frames mode', async () => {
    const host = await startHost(port, `${baseURL}/brands`);
    try {
      const refused = refusal(page);
      await page.goto(`http://127.0.0.1:${host.port}/`);
      await refused;
      await expect(page.frameLocator('iframe[title="Рядом"]').getByRole('main')).toHaveCount(0);
    } finally {
      await stop(host.server);
    }
  });
});
