/**
 * Issue 23: the page cache gives every shopper the same page, so no page may hold anything of a shopper. Two
 * shoppers sign in through the API (SMS login), each keeps a favourite, and their browsers send their session
 * cookies (tokens, the stored user with the name) with every page request: no page body carries a name, phone,
 * token or favourite of either, and each page is byte for byte the anonymous visitor's page of the same city.
 * The real server render (ui/entry-server.tsx, loaded from the sources) over the seeded database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaSolver } from '../../../adapters/captcha/AltchaSolver.ts';
import { tenantProfiles } from '../../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { createSignedInUser } from '../signedIn.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { INDEX, rawGet } from './pageCacheSupport.ts';

const ENTRY = new URL('../../../ui/entry-server.tsx', import.meta.url);

interface Shopper {
  firstName: string;
  phone: string;
  accessToken: string;
  refreshToken: string;
  favouriteOutletId: number;
  favouriteShopId: number;
  cookie: string;
}

let dist: string;
let running: RunningServer;
let solver: AltchaSolver;
let muted: typeof console.log;
let cityId: number;
let outletIds: number[];
let shopIds: number[];
const shoppers: Shopper[] = [];

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs a shopper in through the SMS login, as the portal does, and keeps a favourite outlet and shop. */
async function signIn(firstName: string, favourite: number): Promise<Shopper> {
  const user = await createSignedInUser(running.deps, { cityCodeId: cityId });
  await running.deps.db.update(tenantProfiles).set({ firstName }).where(eq(tenantProfiles.id, user.tenantProfileId));
  const fingerprint = `Mozilla/5.0 (${firstName})2`;
  const started = await post('/api/authentication/login', {
    login: user.phone,
    fingerprint,
    token: await solver.solve(),
  });
  expect(started.status).toBe(200);
  const { token: requestId } = (await started.json()) as { token: string };
  const [sms] = (await (await fetch(`${running.url}/api/dev/sms?phone=${user.phone}`)).json()) as { code: string }[];
  const signedIn = await post('/api/authentication/auth-sms-code', { requestId, code: sms!.code });
  expect(signedIn.status).toBe(200);
  const session = (await signedIn.json()) as { accessToken: string; refreshToken: string; [field: string]: unknown };
  const bearer = { Authorization: `Bearer ${session.accessToken}` };
  const outletId = outletIds[favourite]!;
  const shopId = shopIds[favourite]!;
  expect(
    (await post(`/api/tenant-profiles/${user.tenantProfileId}/favorite-sales-units`, { salesUnitId: outletId }, bearer))
      .status,
  ).toBe(204);
  expect(
    (await post(`/api/tenant-profiles/${user.tenantProfileId}/favorite-online-shops`, { onlineShopId: shopId }, bearer))
      .status,
  ).toBe(204);
  // What BrowserTokenStore and CookieCityStore leave in the browser's cookies.
  const storedUser = encodeURIComponent(JSON.stringify({ ...session, firstName }));
  const cookie = `accessToken=${session.accessToken}; refreshToken=${session.refreshToken}; user=${storedUser}; city_id=${cityId}`;
  return {
    firstName,
    phone: user.phone,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    favouriteOutletId: outletId,
    favouriteShopId: shopId,
    cookie,
  };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rjadom-page-privacy-'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'ssr', 'entry-server.js'),
    `export { renderPage } from ${JSON.stringify(pathToFileURL(ENTRY.pathname).href)};\n`,
  );
  muted = console.log;
  console.log = (...parts: unknown[]) => (String(parts[0]).startsWith('[sms]') ? undefined : muted(...parts));
  // A database of its own, also in the PostgreSQL pass: there every server test file shares one database, and another
  // file's catalogue write moves the content version (LISTEN/NOTIFY), which empties this server's page cache between
  // two requests the test expects to be one cache entry (it failed 1 of 4 fresh-clone runs that way). What is tested
  // is the page cache, not the store; two instances on one PostgreSQL are tests/server/scale/pageCacheInstances.test.ts.
  running = await startServer({
    port: 0,
    env: {
      AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: 'test',
      SMS_PROVIDER: 'console',
      CAPTCHA_COST: '10',
      SMS_MIN_INTERVAL_SECONDS: '0',
    },
    database: { inMemory: true },
    seed: true,
    distDir: dist,
  });
  solver = new AltchaSolver({ baseUrl: `http://127.0.0.1:${running.port}`, deriveKey: nodePbkdf2 });
  const [city] = (await (await post('/api/city-codes/active-city-codes', { countryCodeId: 1 })).json()) as {
    id: number;
  }[];
  cityId = city!.id;
  const scope = { countryCodeId: 1, cityCodeId: cityId };
  const outlets = (await (await post('/api/sales-units/public-list', scope)).json()) as { id: number }[];
  outletIds = outlets.slice(0, 2).map((outlet) => outlet.id);
  const shops = (await (await post('/api/online-shops/public-list', scope)).json()) as { shopId: number }[];
  shopIds = shops.slice(0, 2).map((shop) => shop.shopId);
  shoppers.push(await signIn('Евпраксия', 0), await signIn('Феофилакт', 1));
}, 120_000);

afterAll(async () => {
  console.log = muted;
  await running?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The public pages of the city, a detail page among them. */
function pages(): string[] {
  return [
    '/',
    '/brands',
    '/offline',
    '/online',
    '/news',
    `/offline/${outletIds[0]}`,
    `/online/${shopIds[1]}`,
    `/brands?current_city_id=${cityId}`,
  ];
}

describe('two signed-in shoppers and the page cache', () => {
  it('have two different sessions and favourites to leak', () => {
    expect(outletIds).toHaveLength(2);
    expect(shopIds).toHaveLength(2);
    expect(shoppers[0]!.accessToken).not.toBe(shoppers[1]!.accessToken);
  });

  it.each([0, 1])(
    'shopper %i: no page body carries a name, phone, token or favourite mark of either, and each is the anonymous page',
    async (index) => {
      const me = shoppers[index]!;
      for (const path of pages()) {
        const mine = await rawGet(running.port, path, { Cookie: me.cookie });
        const anonymous = await rawGet(running.port, path, { Cookie: `city_id=${cityId}` });
        expect(mine.status, path).toBe(200);
        // The first shopper's request rendered each page, with all of that shopper's cookies at hand.
        expect(mine.headers['x-page-cache'], path).toBe(index === 0 ? 'miss' : 'hit');
        const body = mine.body.toString('utf8');
        expect(body, path).toContain('id="rendered-page"');
        for (const shopper of shoppers) {
          for (const secret of [
            shopper.firstName,
            shopper.phone,
            shopper.accessToken,
            shopper.refreshToken,
            shopper.accessToken.split('.')[1]!,
          ]) {
            expect(body.includes(secret), `${path} holds ${secret.slice(0, 12)}…`).toBe(false);
          }
        }
        expect(mine.body.equals(anonymous.body), path).toBe(true);
        expect(mine.headers.etag, path).toBe(anonymous.headers.etag);
      }
    },
  );

  it('every shopper was sent the very page of the cache the other got', async () => {
    for (const path of pages()) {
      const [a, b] = await Promise.all(
        shoppers.map((shopper) => rawGet(running.port, path, { Cookie: shopper.cookie })),
      );
      expect(a!.headers['x-page-cache'], path).toBe('hit');
      expect(a!.body.equals(b!.body), path).toBe(true);
    }
  });
});
