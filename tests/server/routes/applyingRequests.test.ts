import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ApplyingRequest, ApplyingRequestInput } from '../../../core/ports/api.ts';
import { createApi } from '../../../server/app.ts';
import { cities, files } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { createCity, createOfflineCategory, createSignedInUser, signedInNow, type SignedInUser } from '../signedIn.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let server: TestServer;
let api: Hono<AppEnv>;
let me: SignedInUser;
let cityId: number;
let categoryId: number;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  api = createApi(server.deps);
  me = await createSignedInUser(server.deps);
  cityId = await createCity(server.deps);
  categoryId = await createOfflineCategory(server.deps);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

function input(overrides: Partial<Record<keyof ApplyingRequestInput, unknown>> = {}): Record<string, unknown> {
  return {
    organisation: 'ООО «Ромашка»',
    inn: '7707083893',
    contactName: 'Иван Петров',
    phone: '+7 (999) 123-45-67',
    email: 'partner@example.ru',
    cityCodeId: cityId,
    categoryId,
    website: 'romashka.ru',
    comment: 'Хотим подключить три точки',
    logoFileId: null,
    ...overrides,
  };
}

function send(body: unknown, user: SignedInUser | null = me): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', ...(user ? user.auth : {}) };
  return Promise.resolve(
    api.request('/api/applying-requests', { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

async function expectInvalid(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; details: { path: string }[] };
  expect(body.message).toBe('VALIDATION_ERROR');
  expect(body.details.map((detail) => detail.path)).toContain(field);
}

describe('POST /api/applying-requests (Bearer)', () => {
  it('stores the application with blocked false and status 1 even when the client sends otherwise', async () => {
    const response = await send({ ...input(), blocked: true, applyingRequestStatusId: 5 });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as ApplyingRequest;
    expect(stored).toEqual({
      id: expect.any(Number),
      organisation: 'ООО «Ромашка»',
      inn: '7707083893',
      contactName: 'Иван Петров',
      phone: '79991234567',
      email: 'partner@example.ru',
      cityCodeId: cityId,
      categoryId,
      website: 'https://romashka.ru',
      comment: 'Хотим подключить три точки',
      logoFileId: null,
      blocked: false,
      applyingRequestStatusId: 1,
    });
    const mine = await api.request('/api/applying-requests/mine', { headers: me.auth });
    expect(mine.status).toBe(200);
    expect((await mine.json()) as ApplyingRequest[]).toContainEqual(stored);
  });

  it('accepts what the portal sends: the input plus blocked false and status 1', async () => {
    const response = await send({
      ...input({ inn: '500100732259', categoryId: null, website: null, comment: null }),
      blocked: false,
      applyingRequestStatusId: 1,
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as ApplyingRequest).toMatchObject({
      inn: '500100732259',
      categoryId: null,
      website: null,
      comment: null,
    });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await send(input(), null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('refuses an INN with a wrong check digit or length', async () => {
    await expectInvalid(await send(input({ inn: '7707083894' })), 'inn');
    await expectInvalid(await send(input({ inn: '500100732258' })), 'inn');
    await expectInvalid(await send(input({ inn: '77070838' })), 'inn');
  });

  it('refuses a phone without 11 digits and a malformed e-mail', async () => {
    await expectInvalid(await send(input({ phone: '+7 999 123-45-6' })), 'phone');
    await expectInvalid(await send(input({ email: 'partner@' })), 'email');
  });

  it('refuses missing or blank required fields', async () => {
    await expectInvalid(await send(input({ organisation: '   ' })), 'organisation');
    const { contactName: _omitted, ...withoutContact } = input();
    await expectInvalid(await send(withoutContact), 'contactName');
  });

  it('takes a comment of up to 2000 characters', async () => {
    expect((await send(input({ comment: 'я'.repeat(2000) }))).status).toBe(201);
    await expectInvalid(await send(input({ comment: 'я'.repeat(2001) })), 'comment');
  });

  it('refuses an inactive city and an unknown offline category', async () => {
    const inactive = await createCity(server.deps, false);
    await expectInvalid(await send(input({ cityCodeId: inactive })), 'cityCodeId');
    await expectInvalid(await send(input({ categoryId: 999_999_999 })), 'categoryId');
  });

  it('refuses a city active in another country: only the cities the portal offers (core isActiveCity)', async () => {
    const [abroad] = await server.deps.db
      .insert(cities)
      .values({ name: 'Заграничный', active: true, countryCodeId: 2, latitude: 41.3, longitude: 69.2 })
      .returning({ id: cities.id });
    await expectInvalid(await send(input({ cityCodeId: abroad!.id })), 'cityCodeId');
  });

  it('attaches a logo only from the caller’s own uploads', async () => {
    const other = await createSignedInUser(server.deps);
    const [foreign] = await server.deps.db
      .insert(files)
      .values({ contentType: 'image/png', bytes: PNG, ownerUserId: other.userId })
      .returning({ id: files.id });
    await expectInvalid(await send(input({ logoFileId: foreign!.id })), 'logoFileId');
    const [own] = await server.deps.db
      .insert(files)
      .values({ contentType: 'image/png', bytes: PNG, ownerUserId: me.userId })
      .returning({ id: files.id });
    const response = await send(input({ logoFileId: own!.id }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as ApplyingRequest).logoFileId).toBe(own!.id);
  });
});

describe('hygiene of partner applications (issue 8, finding 7)', () => {
  it('applies the core’s website rule: javascript:, data: and hostless addresses are refused, a bare domain gets https://', async () => {
    const user = await createSignedInUser(server.deps);
    for (const website of [
      'javascript:alert(1)',
      'javascript://example.ru/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'localhost',
      'a b.ru',
    ]) {
      await expectInvalid(await send(input({ website }), user), 'website');
    }
    const stored = await send(input({ website: 'romashka.ru' }), user);
    expect(((await stored.json()) as ApplyingRequest).website).toBe('https://romashka.ru');
  });

  it('refuses bidirectional control characters (U+202E and friends) in the organisation and contact fields', async () => {
    const user = await createSignedInUser(server.deps);
    for (const control of ['\u202e', '\u202a', '\u2066', '\u200f']) {
      await expectInvalid(await send(input({ organisation: `ООО ${control}акшамоР` }), user), 'organisation');
      await expectInvalid(await send(input({ contactName: `Иван${control}` }), user), 'contactName');
      await expectInvalid(await send(input({ comment: `text${control}` }), user), 'comment');
    }
  });

  it('takes 5 applications a day per user; the sixth is 429 TOO_MANY_REQUESTS, also when sent all at once', async () => {
    const user = await createSignedInUser(server.deps);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(input(), user)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(server.deps.config.applicationsPerDay);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(8 - server.deps.config.applicationsPerDay);
    expect(await refused[0]!.json()).toEqual({ message: 'TOO_MANY_REQUESTS', details: { limit: 'applicationsDay' } });
    expect((await send(input(), await createSignedInUser(server.deps))).status).toBe(201);
    server.clock.advance(24 * 3600 * 1000);
    expect((await send(input(), await signedInNow(server.deps, user))).status).toBe(201);
  });
});

describe('GET /api/applying-requests/mine (Bearer)', () => {
  it('lists only the caller’s applications, newest first', async () => {
    const user = await createSignedInUser(server.deps);
    await send(input({ organisation: 'Первая' }), user);
    await send(input({ organisation: 'Вторая' }), user);
    const response = await api.request('/api/applying-requests/mine', { headers: user.auth });
    expect(((await response.json()) as ApplyingRequest[]).map((request) => request.organisation)).toEqual([
      'Вторая',
      'Первая',
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await api.request('/api/applying-requests/mine')).status).toBe(401);
  });
});
