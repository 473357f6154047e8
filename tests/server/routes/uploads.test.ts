import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApi } from '../../../server/app.ts';
import { files } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { sniffImageType } from '../../../server/routes/uploads.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { createSignedInUser, type SignedInUser } from '../signedIn.ts';

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

function upload(bytes: Uint8Array<ArrayBuffer>, type: string, name: string, user: SignedInUser | null = me): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return Promise.resolve(api.request('/api/files/upload', { method: 'POST', body: form, headers: user ? user.auth : {} }));
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
    const types = await Promise.all(ids.map(async (id) => (await server.deps.db.select().from(files).where(eq(files.id, id)))[0]!.contentType));
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
    await expectCode(await api.request('/api/files/upload', { method: 'POST', body: form, headers: me.auth }), 400, 'VALIDATION_ERROR');
    const textField = new FormData();
    textField.append('file', 'not a file');
    await expectCode(await api.request('/api/files/upload', { method: 'POST', body: textField, headers: me.auth }), 400, 'VALIDATION_ERROR');
    const json = await api.request('/api/files/upload', { method: 'POST', body: '{}', headers: { ...me.auth, 'Content-Type': 'application/json' } });
    await expectCode(json, 400, 'VALIDATION_ERROR');
  });
});

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(image(PNG))).toBe('image/png');
    expect(sniffImageType(image(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(image(WEBP))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')]))).toBeNull();
    expect(sniffImageType(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(SVG)).toBeNull();
  });
});
