/**
 * Issue 23: a cached public list is answered by the node:http listener itself (server/http/listFastPath.ts) once
 * the site has answered a request of the very same shape from the answer cache. Its answer must be the site's,
 * byte for byte and header for header (but the Date), for 200 in each encoding and for 304; anything the site
 * would refuse (a malformed body, a bad field, a body over the limit) or answer otherwise (an Origin) still goes
 * to the site.
 */
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { cities, salesUnits } from '../../../server/db/schema.ts';
import { listShapesOf } from '../../../server/http/listShapes.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

let server: RunningServer;
let cityId: number;

beforeAll(async () => {
  server = await startServer({
    env: {
      AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: 'test',
      PUBLIC_CACHE_SECONDS: '5',
      CORS_ORIGINS: 'https://partner.example',
    },
    port: 0,
    hostname: '127.0.0.1',
    database: { inMemory: true },
    seed: true,
    distDir: null,
  });
  const [city] = await server.deps.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Москва'));
  cityId = city!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface RawAnswer {
  status: number;
  /** Names and values as sent, in order, without Date. */
  headers: string[];
  body: Buffer;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const raw: string[] = [];
          for (let index = 0; index < answer.rawHeaders.length; index += 2) {
            // Date and the request id (issue 32 §4) belong to each answer alone.
            if (!['date', 'x-request-id'].includes(answer.rawHeaders[index]!.toLowerCase())) {
              raw.push(`${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}`);
            }
          }
          resolve({ status: answer.statusCode!, headers: raw, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const answered = (): number => listShapesOf(server.deps).answered;

/** The site's answer (the shape's first requests), then the fast path's to the same request; both must be equal. */
async function siteThenFast(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ site: RawAnswer; fast: RawAnswer }> {
  // The first requests teach the path and make the answer and its compressed form; then, with the shapes
  // forgotten, the site answers (and teaches the shape again) and the fast path answers the same request.
  await send(method, path, headers, body);
  await send(method, path, headers, body);
  listShapesOf(server.deps).shapes.clear();
  const before = answered();
  const site = await send(method, path, headers, body);
  expect(answered()).toBe(before);
  const fast = await send(method, path, headers, body);
  expect(answered()).toBe(before + 1);
  return { site, fast };
}

const json = { 'content-type': 'application/json' };
const outletBody = (): string => JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId });

describe('the public list fast path (issue 23)', () => {
  it.each([
    ['brotli', { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'br'],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['identity', {}, undefined],
  ] as const)(
    'answers the outlet list (%s) with the site’s very bytes and headers',
    async (_name, encoding, expected) => {
      const { site, fast } = await siteThenFast(
        'POST',
        '/api/sales-units/public-list',
        { ...json, ...encoding },
        outletBody(),
      );
      expect(site.status).toBe(200);
      expect(fast).toEqual(site);
      expect(fast.headers.find((line) => line.toLowerCase().startsWith('content-encoding:'))?.split(': ')[1]).toBe(
        expected,
      );
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'vary',
        'etag',
        'cache-control',
      ]) {
        expect(fast.headers.some((line) => line.toLowerCase().startsWith(`${name}:`))).toBe(true);
      }
    },
  );

  it('answers the brand list and a GET list with a query the same way', async () => {
    const brands = await siteThenFast(
      'POST',
      '/api/brands/offline-partners-list/',
      { ...json, 'accept-encoding': 'br' },
      JSON.stringify({ cityCodeId: cityId, categoryId: 0 }),
    );
    expect(brands.fast).toEqual(brands.site);
    const path = `/api/sales-units/public-list?countryCodeId=${COUNTRY_CODE_ID}&cityCodeId=${cityId}`;
    const list = await siteThenFast('GET', path, { 'accept-encoding': 'br' });
    expect(list.site.status).toBe(200);
    expect(list.fast).toEqual(list.site);
  });

  it('answers a revalidation 304 like the site, on GET and on POST', async () => {
    const path = `/api/sales-units/public-list?countryCodeId=${COUNTRY_CODE_ID}&cityCodeId=${cityId}`;
    const first = await send('GET', path, { 'accept-encoding': 'br' });
    const etag = first.headers.find((line) => line.toLowerCase().startsWith('etag:'))!.split(': ')[1]!;
    const get = await siteThenFast('GET', path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(get.site.status).toBe(304);
    expect(get.fast).toEqual(get.site);
    const post = await siteThenFast(
      'POST',
      '/api/sales-units/public-list',
      { ...json, 'accept-encoding': 'br', 'if-none-match': etag },
      outletBody(),
    );
    expect(post.site.status).toBe(304);
    expect(post.fast).toEqual(post.site);
  });

  it('leaves malformed bodies, bad fields and oversized bodies to the site’s { message } 4xx', async () => {
    await siteThenFast('POST', '/api/sales-units/public-list', json, outletBody());
    const before = answered();
    const cut = await send('POST', '/api/sales-units/public-list', json, outletBody().slice(0, -1));
    expect(cut.status).toBe(400);
    expect(JSON.parse(cut.body.toString('utf8')).message).toEqual(expect.any(String));
    const wrong = await send(
      'POST',
      '/api/sales-units/public-list',
      json,
      JSON.stringify({ countryCodeId: 'x', cityCodeId: cityId }),
    );
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body.toString('utf8')).message).toBe('VALIDATION_ERROR');
    // Sent twice: a refused shape is never learnt.
    const again = await send(
      'POST',
      '/api/sales-units/public-list',
      json,
      JSON.stringify({ countryCodeId: 'x', cityCodeId: cityId }),
    );
    expect(again).toEqual(wrong);
    const large = await send(
      'POST',
      '/api/sales-units/public-list',
      json,
      JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId, pad: 'x'.repeat(2_000_000) }),
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body.toString('utf8'))).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    const plain = await send('POST', '/api/sales-units/public-list', { 'content-type': 'text/plain' }, outletBody());
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(answered()).toBe(before);
  });

  it('leaves a request with an Origin to the site (its CORS headers)', async () => {
    const headers = { ...json, origin: 'https://partner.example' };
    await siteThenFast('POST', '/api/sales-units/public-list', json, outletBody()).catch(() => undefined);
    const before = answered();
    await send('POST', '/api/sales-units/public-list', headers, outletBody());
    const answer = await send('POST', '/api/sales-units/public-list', headers, outletBody());
    expect(answered()).toBe(before);
    expect(answer.headers).toContain('access-control-allow-origin: https://partner.example');
  });

  it('sends no answer a write has ended: the next request gets the new rows', async () => {
    await siteThenFast('POST', '/api/sales-units/public-list', json, outletBody());
    const [outlet] = JSON.parse(
      (await send('POST', '/api/sales-units/public-list', json, outletBody())).body.toString('utf8'),
    ) as { id: number; name: string }[];
    const name = `${outlet!.name} (переименована)`;
    await server.deps.db.update(salesUnits).set({ name }).where(eq(salesUnits.id, outlet!.id));
    // PGlite's notification arrives at commit, a turn of the event loop later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = answered();
    const after = await send('POST', '/api/sales-units/public-list', json, outletBody());
    expect(answered()).toBe(before);
    expect(after.body.toString('utf8')).toContain(name);
    // Rebuilt, the answer goes fast again.
    await send('POST', '/api/sales-units/public-list', json, outletBody());
    expect(answered()).toBe(before + 1);
  });
});
