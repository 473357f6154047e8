import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApi } from '../../../server/app.ts';
import { files } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { sniffImageType } from '../../../server/routes/uploads.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { createSignedInUser, signedInNow, type SignedInUser } from '../signedIn.ts';

const LIMIT = 64 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...new TextEncoder().encode('RIFF'), 0x10, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')];
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

let server: TestServer;
let api: Hono<AppEnv>;
let me: SignedInUser;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL, config: { uploadLimitBytes: LIMIT } });
  api = createApi(server.deps);
  me = await createSignedInUser(server.deps);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

function image(signature: readonly number[], size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return bytes;
}

function upload(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name: string,
  user: SignedInUser | null = me,
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return Promise.resolve(
    api.request('/api/files/upload', { method: 'POST', body: form, headers: user ? user.auth : {} }),
  );
}

async function expectCode(response: Response, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
}

describe('POST /api/files/upload', () => {
  it('stores a PNG owned by the caller and answers its id', async () => {
    const bytes = image(PNG);
    const response = await upload(bytes, 'image/png', 'logo.png');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await server.deps.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ contentType: 'image/png', ownerUserId: me.userId });
    expect(Array.from(row!.bytes)).toEqual(Array.from(bytes));
  });

  it('stores the type the bytes show, not the declared one (JPEG sent as PNG, WebP sent without a type)', async () => {
    const jpeg = await upload(image(JPEG), 'image/png', 'photo.png');
    const webp = await upload(image(WEBP), '', 'photo');
    const ids = [((await jpeg.json()) as { id: number }).id, ((await webp.json()) as { id: number }).id];
    const types = await Promise.all(
      ids.map(async (id) => (await server.deps.db.select().from(files).where(eq(files.id, id)))[0]!.contentType),
    );
    expect(types).toEqual(['image/jpeg', 'image/webp']);
  });

  it('refuses SVG with 415 UNSUPPORTED_FILE_TYPE, however it is declared', async () => {
    await expectCode(await upload(SVG, 'image/svg+xml', 'logo.svg'), 415, 'UNSUPPORTED_FILE_TYPE');
    await expectCode(await upload(SVG, 'image/png', 'logo.png'), 415, 'UNSUPPORTED_FILE_TYPE');
  });

  it('refuses HTML bytes declared as a PNG', async () => {
    await expectCode(await upload(HTML, 'image/png', 'logo.png'), 415, 'UNSUPPORTED_FILE_TYPE');
  });

  it('refuses an empty file', async () => {
    await expectCode(await upload(new Uint8Array(0), 'image/png', 'empty.png'), 415, 'UNSUPPORTED_FILE_TYPE');
  });

  it('takes a file well under the limit and answers 413 PAYLOAD_TOO_LARGE over it', async () => {
    expect((await upload(image(PNG, LIMIT / 2), 'image/png', 'half.png')).status).toBe(201);
    await expectCode(await upload(image(PNG, LIMIT + 1), 'image/png', 'big.png'), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 401 without a token', async () => {
    await expectCode(await upload(image(PNG), 'image/png', 'logo.png', null), 401, 'UNAUTHORIZED');
  });

  it('answers 400 VALIDATION_ERROR without a file field or for a body that is not multipart', async () => {
    const form = new FormData();
    form.append('logo', new File([image(PNG)], 'logo.png', { type: 'image/png' }));
    await expectCode(
      await api.request('/api/files/upload', { method: 'POST', body: form, headers: me.auth }),
      400,
      'VALIDATION_ERROR',
    );
    const textField = new FormData();
    textField.append('file', 'not a file');
    await expectCode(
      await api.request('/api/files/upload', { method: 'POST', body: textField, headers: me.auth }),
      400,
      'VALIDATION_ERROR',
    );
    const json = await api.request('/api/files/upload', {
      method: 'POST',
      body: '{}',
      headers: { ...me.auth, 'Content-Type': 'application/json' },
    });
    await expectCode(json, 400, 'VALIDATION_ERROR');
  });
});

describe('uploads per user are limited (issue 8, finding 7: 15 × 2 MiB in 7 s were all stored)', () => {
  it('takes 10 uploads an hour and 30 a day; beyond, 429 TOO_MANY_REQUESTS names the limit and nothing is stored', async () => {
    let user = await createSignedInUser(server.deps);
    const limits = server.deps.config;
    const stored = async () =>
      (await server.deps.db.select({ id: files.id }).from(files).where(eq(files.ownerUserId, user.userId))).length;
    for (let sent = 0; sent < limits.uploadsPerHour; sent += 1) {
      expect((await upload(image(PNG), 'image/png', 'logo.png', user)).status).toBe(201);
    }
    const over = await upload(image(PNG), 'image/png', 'logo.png', user);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: 'TOO_MANY_REQUESTS', details: { limit: 'uploadsHour' } });
    expect(await stored()).toBe(limits.uploadsPerHour);
    // Someone else is not affected.
    expect((await upload(image(PNG), 'image/png', 'logo.png', await createSignedInUser(server.deps))).status).toBe(201);
    for (let hour = 1; hour < limits.uploadsPerDay / limits.uploadsPerHour; hour += 1) {
      server.clock.advance(3600 * 1000);
      user = await signedInNow(server.deps, user);
      for (let sent = 0; sent < limits.uploadsPerHour; sent += 1) {
        expect((await upload(image(PNG), 'image/png', 'logo.png', user)).status).toBe(201);
      }
    }
    server.clock.advance(3600 * 1000);
    user = await signedInNow(server.deps, user);
    const overDay = await upload(image(PNG), 'image/png', 'logo.png', user);
    expect(await overDay.json()).toEqual({ message: 'TOO_MANY_REQUESTS', details: { limit: 'uploadsDay' } });
    server.clock.advance(24 * 3600 * 1000);
    user = await signedInNow(server.deps, user);
    expect((await upload(image(PNG), 'image/png', 'logo.png', user)).status).toBe(201);
  });

  it('lets only the allowed number of simultaneous uploads through', async () => {
    const user = await createSignedInUser(server.deps);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => upload(image(PNG), 'image/png', 'logo.png', user)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(server.deps.config.uploadsPerHour);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15 - server.deps.config.uploadsPerHour);
  });
});

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(image(PNG))).toBe('image/png');
    expect(sniffImageType(image(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(image(WEBP))).toBe('image/webp');
    expect(
      sniffImageType(
        new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')]),
      ),
    ).toBeNull();
    expect(sniffImageType(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(SVG)).toBeNull();
  });
});
