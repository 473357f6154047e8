import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { canonicalPhone } from '../../../core/domain/phone.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { fromIp } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const phone = fc.stringMatching(/^(\+7|8|7|\+\d|\d)[ (-]?\d{3}[ )-]?\d{3}-?\d{2}-?\d{2}$/);
/** Characters that trip databases and parsers: NUL, a lone surrogate, quotes, backslash, a Cyrillic letter. */
const awkward = fc.string({
  unit: fc.constantFrom('a', '\u0000', '\ud800', "'", '"', '\\', 'я', '%'),
  minLength: 1,
  maxLength: 6,
});
const fieldValue = fc.oneof(
  phone,
  awkward,
  awkward,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'мужской',
    'женский',
    'Анна',
    '1234',
    '0000',
    'bad',
    '',
    'null',
    '__proto__',
    'constructor',
    'a.b.c',
    '00000000-0000-0000-0000-000000000000.AAAA',
    'a\u0000b',
    '\ud800',
    '\u0000',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const token = fc.uuid();
const device = fc.constantFrom('Mozilla/5.0 fuzz2', 'curl/8.0', 'x');
const code = fc.stringMatching(/^\d{4}$/);
const opaque = fc.base64String({ minLength: 40, maxLength: 48 });

/**
 * Each sign-in route with a generator of valid bodies: the fuzzer sends them as they are, with some fields
 * replaced by junk, or replaces the body entirely, so every layer (validation, captcha, limits, database) gets hit.
 */
const ROUTES: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  '/api/authentication/register': fc.record({
    phone,
    name: fc.constantFrom('Анна', 'Ivan', ' Пётр 1 '),
    gender: fc.constantFrom('мужской', 'женский'),
    birthday: fc.integer({ min: -2_208_988_800, max: 2_000_000_000 }),
    token,
    cityCodeId: fc.constantFrom(null, null, null, 1, 2_000_000_000),
    fingerprint: device,
    suid: fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: undefined }),
  }),
  '/api/authentication/register-sms-code': fc.record({ code, token }),
  '/api/authentication/login': fc.record({ login: phone, fingerprint: device, token }),
  '/api/authentication/auth-sms-code': fc.record({ requestId: fc.uuid(), code }),
  '/api/authentication/auth': fc.record({
    login: phone,
    password: fc.string({ minLength: 1, maxLength: 20 }),
    fingerprint: device,
    token,
  }),
  '/api/authentication/forgot-password': fc.record({ login: phone, token }),
  '/api/authentication/reset-password': fc.record({
    password: fc.string({ minLength: 8, maxLength: 20 }),
    token: fc.tuple(fc.uuid(), opaque).map(([id, secret]) => `${id}.${secret.slice(0, 43)}`),
  }),
  '/api/authentication/refresh': fc.record({
    refreshToken: opaque,
    accessToken: fc.string({ maxLength: 300 }),
    fingerprint: device,
  }),
  '/api/authentication/logout': fc.record({ refreshToken: opaque, scope: fc.constantFrom('session', 'all') }),
};

/** A valid body with some of its fields swapped for junk (none swapped: the valid body itself). */
function mutatedBody(valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      valid,
      fc.dictionary(
        fc.constantFrom(
          'phone',
          'login',
          'code',
          'token',
          'requestId',
          'password',
          'name',
          'birthday',
          'gender',
          'fingerprint',
          'refreshToken',
          'cityCodeId',
          'suid',
        ),
        fieldValue,
        { maxKeys: 2 },
      ),
    )
    .map(([body, junk]) =>
      JSON.stringify({ ...body, ...Object.fromEntries(Object.entries(junk).filter(([key]) => key in body)) }),
    );
}

function shapedBody(fields: string[]) {
  return fc
    .record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] })
    .map((body) => JSON.stringify(body));
}

const anyBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '{"phone":',
    '[]',
    'null',
    '"x"',
    '{"__proto__":{"admin":true}}',
    '\u0000',
    '{"a":1}'.repeat(50),
  ),
);

const headers = fc.record(
  {
    'content-type': fc.oneof(
      { arbitrary: fc.constant('application/json; charset=utf-8'), weight: 4 },
      {
        arbitrary: fc.constantFrom(
          'text/plain',
          '',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
        weight: 1,
      },
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string({ maxLength: 30 })),
    authorization: fc.oneof(fc.constant('Bearer '), fc.string({ maxLength: 60 })),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
  },
  { requiredKeys: [] },
);

/** Headers fast-check builds may hold characters fetch refuses; those requests never reach the server. */
function safeHeaders(input: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value)));
}

async function send(path: string, body: string, extra: Record<string, string>, withIp: boolean): Promise<number> {
  const response = await api.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...safeHeaders(extra) }, body },
    withIp ? fromIp('10.255.0.1') : undefined,
  );
  await response.text();
  return response.status;
}

describe('sign-in routes under random and malformed input', () => {
  for (const [path, valid] of Object.entries(ROUTES)) {
    it(`POST ${path} never answers 5xx`, { timeout: 60_000 }, async () => {
      const fields = [
        'phone',
        'login',
        'code',
        'token',
        'requestId',
        'password',
        'fingerprint',
        'refreshToken',
        'accessToken',
      ];
      const body = fc.oneof(
        { arbitrary: mutatedBody(valid), weight: 3 },
        { arbitrary: shapedBody(fields), weight: 1 },
        { arbitrary: anyBody, weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(body, headers, fc.boolean(), async (body, extra, withIp) => {
          const status = await send(path, body, extra, withIp);
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(500);
        }),
        // Password login runs the KDF on every well-formed body, so it gets fewer runs.
        { numRuns: path.endsWith('/auth') ? 40 : 100 },
      );
    });
  }

  it(
    'registration carried through to the code step with random step-1 data never answers 5xx',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(ROUTES['/api/authentication/register']!, fc.string({ maxLength: 12 }), async (form, name) => {
          const body = { ...form, name: `${name}Аня` };
          const step1 = await api.request('/api/authentication/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(step1.status).toBeLessThan(500);
          if (step1.status !== 200) {
            return;
          }
          const { token } = (await step1.json()) as { token: string };
          const code = server.sms.lastCode(canonicalPhone(form.phone as string)!);
          const step2 = await api.request('/api/authentication/register-sms-code', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token, code }),
          });
          await step2.text();
          expect(step2.status).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('GET /api/captcha/challenge and /api/dev/sms never answer 5xx for random queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (query) => {
        for (const path of ['/api/captcha/challenge', '/api/dev/sms']) {
          const response = await api.request(
            `${path}?phone=${encodeURIComponent(query)}&${encodeURIComponent(query)}=1`,
          );
          await response.text();
          expect(response.status).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});
