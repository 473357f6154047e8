/**
 * Frames mode keeps both sessions alive (issue 10, docs/security.md «Frames mode»): the host page
 * frames the portal with its own tokens in the address; the frame exchanges them once for a session
 * of its own and takes them out of the address. After three reloads of the frame and an hour of
 * simulated time (the server's clock and the browser's), the host's session and the frame's both work.
 */
import { createServer, type Server } from 'node:http';
import type { Frame, Page } from '@playwright/test';
import { bearer, expect, test } from './support/fixtures.ts';
import { advanceServerClock } from './support/serverClock.ts';
import { registerShopper, type Shopper } from './support/shopper.ts';

const TWENTY_MINUTES_MS = 20 * 60 * 1000;

/** The host page: the portal framed with the host session's tokens, as a partner's site would. */
async function startHost(port: number, src: string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Сайт партнёра</title></head>
<body><h1>Сайт партнёра</h1><iframe title="Рядом" src="${src}" width="1000" height="700"></iframe></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The framed portal, once it has started and stored a session of its own. */
async function portalFrame(page: Page, origin: string): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(
      async () => {
        frame = page.frames().find((candidate) => candidate.url().startsWith(origin));
        return frame === undefined
          ? null
          : await frame.evaluate(() => sessionStorage.getItem('frame.accessToken')).catch(() => null);
      },
      { message: 'the frame holds a session of its own' },
    )
    .not.toBeNull();
  return frame!;
}

async function frameTokens(frame: Frame): Promise<{ accessToken: string; refreshToken: string }> {
  return frame.evaluate(() => ({
    accessToken: sessionStorage.getItem('frame.accessToken') ?? '',
    refreshToken: sessionStorage.getItem('frame.refreshToken') ?? '',
  }));
}

test('the host and the frame each keep a living session through three frame reloads and an hour', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const port = Number(process.env.E2E_FRAME_HOST_PORT);
  expect(port, 'the global setup reserved the allowed host port').toBeGreaterThan(0);
  await page.clock.install();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const host: Shopper = await registerShopper(baseURL!, userAgent);
  const fingerprint = `${userAgent}2`;
  const profileWorks = async (accessToken: string): Promise<number> =>
    (await request.get(`/api/tenant-profiles/${host.tenantProfileId}`, { headers: bearer(accessToken) })).status();

  const src = `${origin}/frames?current_city_id=1&refresh_token=${encodeURIComponent(host.refreshToken)}&t=${encodeURIComponent(host.accessToken)}`;
  const server = await startHost(port, src);
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    let frame = await portalFrame(page, origin);
    const first = await frameTokens(frame);
    expect(first.refreshToken, 'the frame has its own refresh token').not.toBe(host.refreshToken);
    expect(await profileWorks(first.accessToken)).toBe(200);
    expect(frame.url(), 'the host tokens left the address').not.toMatch(/refresh_token|[?&]t=/);

    for (let reload = 1; reload <= 3; reload += 1) {
      await test.step(`20 minutes, then frame reload ${reload}`, async () => {
        await advanceServerClock(TWENTY_MINUTES_MS);
        await page.clock.fastForward(TWENTY_MINUTES_MS);
        const before = await frameTokens(frame);
        // Wait for the reload itself: the old document holds the same stored session until it is replaced.
        const reloaded = frame;
        await Promise.all([
          page.waitForEvent('framenavigated', { predicate: (navigated) => navigated === reloaded }),
          reloaded.evaluate(() => location.reload()),
        ]);
        frame = await portalFrame(page, origin);
        // The reload started from the frame's stored session and refreshed it.
        await expect.poll(async () => (await frameTokens(frame)).refreshToken).not.toBe(before.refreshToken);
        expect(frame.url()).not.toMatch(/refresh_token/);
      });
    }

    // An hour later: the frame's session works…
    expect(await profileWorks((await frameTokens(frame)).accessToken)).toBe(200);
    // …and so does the host's, whose refresh token the frame never presented.
    const hostRefresh = await request.post('/api/authentication/refresh', {
      data: { refreshToken: host.refreshToken, accessToken: host.accessToken, fingerprint },
    });
    expect(hostRefresh.status()).toBe(200);
    const renewedHost = (await hostRefresh.json()) as { accessToken: string };
    expect(await profileWorks(renewedHost.accessToken)).toBe(200);
    expect(
      await profileWorks((await frameTokens(frame)).accessToken),
      'the host refreshing does not end the frame',
    ).toBe(200);
  } finally {
    await stop(server);
  }
});
