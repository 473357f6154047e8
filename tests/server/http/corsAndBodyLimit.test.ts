/**
 * The API's CORS allowlist and body limit, which issue 12 moved off Hono's stock middleware (they rebuilt every
 * answer as a stream and copied every request body): the same rules, checked through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

const PARTNER = 'https://partner.example';
const BODY_LIMIT = 2048;

let server: TestServer;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  server = await openTestServer({
    url: process.env.TEST_DATABASE_URL,
    config: { corsOrigins: [PARTNER], bodyLimitBytes: BODY_LIMIT, publicCacheSeconds: 5 },
  });
  api = createApi(server.deps);
});

afterAll(async () => {
  await server.database.close();
});

function cityList(
  headers: Record<string, string>,
  body: BodyInit = JSON.stringify({ countryCodeId: 1 }),
): Promise<Response> {
  return Promise.resolve(
    api.request('/api/city-codes/active-city-codes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

describe('CORS on the API: only the configured origins', () => {
  it('names an allowed origin and says the answer varies by origin', async () => {
    const response = await cityList({ origin: PARTNER });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(response.headers.get('Vary')).toMatch(/\bOrigin\b/);
  });

  it('names no other origin', async () => {
    const response = await cityList({ origin: 'https://elsewhere.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Vary')).toMatch(/\bOrigin\b/);
  });

  it('a public list served from the answer cache names the origin of its own request only, with nosniff and both Vary reasons', async () => {
    const outlets = (origin: string): Promise<Response> =>
      Promise.resolve(
        api.request('/api/sales-units/public-list', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'br', origin },
          body: JSON.stringify({ countryCodeId: 1, cityCodeId: 1 }),
        }),
      );
    for (const [origin, allowed] of [
      [PARTNER, PARTNER],
      ['https://elsewhere.example', null],
      [PARTNER, PARTNER],
    ] as const) {
      const response = await outlets(origin);
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=/);
      expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    }
  });

  it('answers the preflight of an allowed origin with the methods and headers it may use', async () => {
    const response = await api.request('/api/city-codes/active-city-codes', {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Content-Type');
    expect(response.headers.get('Access-Control-Max-Age')).toBe('600');
  });
});

describe('the request body limit (BODY_LIMIT_BYTES)', () => {
  const tooLong = JSON.stringify({ countryCodeId: 1, padding: 'x'.repeat(BODY_LIMIT) });

  it('refuses a body whose declared length is over the limit, 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await cityList(
      { 'content-length': String(new TextEncoder().encode(tooLong).byteLength) },
      tooLong,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'PAYLOAD_TOO_LARGE' });
  });

  it('counts a body sent without a declared length and refuses it past the limit', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(tooLong));
        controller.close();
      },
    });
    const response = await cityList({}, chunks);
    expect(response.status).toBe(413);
  });

  it('lets a body within the limit through', async () => {
    const body = JSON.stringify({ countryCodeId: 1 });
    const response = await cityList({ 'content-length': String(body.length) }, body);
    expect(response.status).toBe(200);
  });
});
