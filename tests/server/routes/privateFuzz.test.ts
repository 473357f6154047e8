import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { createSignedInUser, type SignedInUser } from '../signedIn.ts';

/**
 * Random and malformed bodies, ids and tokens against every signed-in call: whatever comes in,
 * the answer is never a 5xx and every failure is the `{ message }` envelope.
 */

let server: TestServer;
let user: SignedInUser;
let app: ReturnType<typeof createApi>;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  user = await createSignedInUser(server.deps);
  app = createApi(server.deps);
});

afterAll(async () => {
  await server.database.close();
});

const anyJson = fc.jsonValue({ maxDepth: 3 });
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', 'null', '{', '[]', '{"a":', '\u0000', '9'.repeat(40), '-1', '1e309'),
);
const idText = fc.oneof(fc.integer({ min: -5, max: 2_147_483_650 }).map(String), oddText.map(encodeURIComponent));

/** A body shaped like the real one, with each field replaced by something random. */
function shaped(keys: string[]) {
  return fc.record(Object.fromEntries(keys.map((key) => [key, anyJson])), { requiredKeys: [] });
}

const PROFILE_KEYS = [
  'id',
  'firstName',
  'lastName',
  'surName',
  'nickname',
  'gender',
  'birthday',
  'email',
  'phone',
  'cityCodeId',
  'countryCodeId',
  'pushTypeIds',
  'photoFileId',
  'telegram',
];
const APPLICATION_KEYS = [
  'organisation',
  'inn',
  'contactName',
  'phone',
  'email',
  'cityCodeId',
  'categoryId',
  'website',
  'comment',
  'logoFileId',
  'blocked',
  'applyingRequestStatusId',
];

async function expectEnvelope(response: Response): Promise<void> {
  expect(response.status, `${response.status} ${await response.clone().text()}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  }
}

describe('signed-in calls never answer 5xx', () => {
  it('profile reads and writes with random ids and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(String(user.tenantProfileId)), idText),
        fc.oneof(shaped(PROFILE_KEYS), anyJson),
        async (id, body) => {
          await expectEnvelope(await app.request(`/api/tenant-profiles/${id}`, { headers: user.auth }));
          await expectEnvelope(
            await app.request(`/api/tenant-profiles/${id}`, {
              method: 'PUT',
              body: JSON.stringify(body),
              headers: { ...user.auth, 'content-type': 'application/json' },
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('favourites with random ids, bodies and queries', async () => {
    const paths = ['favorite-online-shops', 'favorite-sales-units'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('GET', 'POST', 'DELETE'),
        fc.oneof(fc.constant(String(user.tenantProfileId)), idText),
        anyJson,
        oddText,
        async (path, method, id, body, query) => {
          const init: RequestInit = { method, headers: { ...user.auth, 'content-type': 'application/json' } };
          if (method !== 'GET') {
            init.body = JSON.stringify(body);
          }
          await expectEnvelope(
            await app.request(
              `/api/tenant-profiles/${id}/${path}?onlineShopId=${encodeURIComponent(query)}&salesUnitId=${encodeURIComponent(query)}`,
              init,
            ),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('partner applications with random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(shaped(APPLICATION_KEYS), anyJson), async (body) => {
        await expectEnvelope(
          await app.request('/api/applying-requests', {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { ...user.auth, 'content-type': 'application/json' },
          }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('uploads with random bytes, types and field names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom('file', 'logo', ''),
        fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''),
        async (bytes, field, type) => {
          const form = new FormData();
          form.append(field, new Blob([bytes], { type }), 'x.png');
          await expectEnvelope(
            await app.request('/api/files/upload', { method: 'POST', body: form, headers: user.auth }),
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('random and forged bearer tokens are 401, never 5xx', async () => {
    await fc.assert(
      // Header values are visible ASCII on the wire: HTTP parsers refuse anything else before we see it.
      fc.asyncProperty(
        oddText.filter((token) => /^[\x20-\x7e]*$/.test(token)),
        async (token) => {
          const response = await app.request(`/api/tenant-profiles/${user.tenantProfileId}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          await expectEnvelope(response);
          expect(response.status).toBe(401);
        },
      ),
      { numRuns: 100 },
    );
  });
});
