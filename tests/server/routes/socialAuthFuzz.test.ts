import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromIp } from '../auth/authKit.ts';
import { LOGIN_VK, openSocialWorld, startSignIn, type SocialWorld } from '../social/socialKit.ts';

let world: SocialWorld;
/** A state the server really issued, so some bodies get past the state check to the provider. */
let issuedState = '';

beforeAll(async () => {
  world = await openSocialWorld();
  issuedState = (await startSignIn(world.api, 'fuzz-device')).state;
}, 60_000);

afterAll(async () => {
  await world.close();
});

const awkward = fc.string({
  unit: fc.constantFrom('a', '\u0000', '\ud800', "'", '"', '\\', 'я', '%', '&', '#'),
  minLength: 1,
  maxLength: 8,
});
const fieldValue = fc.oneof(
  awkward,
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    LOGIN_VK,
    'https://evil.example/login-vk',
    'fuzz-device',
    '79991234567',
    '__proto__',
    'x'.repeat(3000),
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
);

const ROUTES: Record<string, string[]> = {
  '/api/authentication/code-challenge-vk': ['fingerprint', 'redirectUri', 'pageSecret'],
  '/api/authentication/login-from-vk': [
    'code',
    'fingerprint',
    'deviceId',
    'redirectUri',
    'state',
    'pageSecret',
    'suid',
    'tid',
    'did',
  ],
  '/api/authentication/vk-phone': ['signUpToken', 'phone', 'token'],
  '/api/authentication/vk-phone-code': ['requestId', 'code'],
};

/** Mostly well-formed bodies (the issued state, the configured redirect URI) with junk in some fields, or junk alone. */
function bodies(fields: string[]) {
  const valid = {
    code: 'code',
    fingerprint: 'fuzz-device',
    deviceId: 'device',
    redirectUri: LOGIN_VK,
    state: issuedState,
    pageSecret: 'p'.repeat(43),
    signUpToken: 'x'.repeat(43),
    phone: '79991234567',
    token: 'captcha',
    requestId: 'r',
    tid: '1',
  };
  const mutated = fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 3 }).map((junk) =>
    JSON.stringify({
      ...Object.fromEntries(fields.map((field) => [field, valid[field as keyof typeof valid]])),
      ...junk,
    }),
  );
  const anything = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom('', '{', '[]', 'null', '{"state":'),
  );
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: anything, weight: 1 });
}

describe('social sign-in routes under random and malformed input', () => {
  for (const [path, fields] of Object.entries(ROUTES)) {
    it(`POST ${path} never answers 5xx`, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(fields), fc.boolean(), async (body, withIp) => {
          const response = await world.api.request(
            path,
            { method: 'POST', headers: { 'content-type': 'application/json' }, body },
            withIp ? fromIp('10.254.0.1') : undefined,
          );
          await response.text();
          expect(response.status).toBeGreaterThanOrEqual(200);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 80 },
      );
    });
  }
});
