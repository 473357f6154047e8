/**
 * Finding 3 of issue 8: the NUL/Unicode walker recursed over the whole body, so 5 000 nested arrays in a
 * field no schema reads overflowed the stack and answered 500 on public and signed-in routes alike.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { validate } from '../../../server/http/validate.ts';
import { createSignedInUser } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  api = createApi(server.deps);
});

afterAll(async () => {
  await server.database.close();
});

/** `depth` arrays inside each other, as JSON text. */
function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

async function expectDepthRefused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe('VALIDATION_ERROR');
}

describe('deeply nested JSON is refused with 400, never a stack overflow (issue 8, finding 3)', () => {
  it('refuses 5 000 nested arrays in a key the schema does not read', async () => {
    const app = new Hono().post('/x', validate('json', v.object({ a: v.string() })), (c) => c.json({ ok: true }));
    const response = await app.request('/x', {
      method: 'POST',
      body: `{"a":"x","junk":${nested(5_000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    await expectDepthRefused(response);
  });

  it('refuses it on a public list route, as deep as the body limit allows (30 000 levels overflowed the stack)', async () => {
    for (const depth of [5_000, 30_000]) {
      const body = `{"cityCodeId":1,"categoryId":0,"junk":${nested(depth)}}`;
      const response = await api.request('/api/brands/offline-partners-list', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      await expectDepthRefused(response);
    }
  });

  it('refuses it on a signed-in route', async () => {
    const user = await createSignedInUser(server.deps);
    const response = await api.request(`/api/tenant-profiles/${user.tenantProfileId}`, {
      method: 'PUT',
      body: `{"nickname":"Ann","junk":${nested(5_000)}}`,
      headers: { 'content-type': 'application/json', ...user.auth },
    });
    await expectDepthRefused(response);
  });

  it('still accepts ordinary nesting', async () => {
    const app = new Hono().post('/x', validate('json', v.object({ a: v.string() })), (c) => c.json({ ok: true }));
    const response = await app.request('/x', {
      method: 'POST',
      body: `{"a":"x","junk":${nested(10)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });
});
