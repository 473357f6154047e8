import { describe, expect, it } from 'vitest';
import { InMemoryApi } from '../../../adapters/memory/InMemoryApi.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { swapLayout } from '../../../core/domain/showcase/searchText.ts';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import type { RegisterRequest } from '../../../core/ports/index.ts';
import type { AuthUser } from '../../../core/model/index.ts';

const NOW = Date.UTC(2025, 5, 15, 12);
const clock = { now: () => NOW };
/** Minimum send interval of one phone (the server's default SMS_MIN_INTERVAL_SECONDS). */
const SEND_INTERVAL_MS = 60_000;
const PHONE = '79991234567';
let captchaCount = 0;
const captcha = (): string => `captcha-${++captchaCount}`;

function setup(seed = 1): { world: MemoryWorld; api: InMemoryApi; tokens: MemoryTokenStore } {
  const world = new MemoryWorld({ seed, clock });
  const tokens = new MemoryTokenStore();
  return { world, api: new InMemoryApi({ tokens, world }), tokens };
}

/** Unix seconds of a birthday that makes the person `years` old at NOW, plus `deltaDays`. */
function birthday(years: number, deltaDays = 0): number {
  const date = new Date(NOW);
  return Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate() + deltaDays) / 1000;
}

function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    phone: PHONE,
    name: 'Анна',
    gender: 'женский',
    birthday: birthday(30),
    token: captcha(),
    cityCodeId: 3,
    fingerprint: 'ua2',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function signIn(api: InMemoryApi, tokens: MemoryTokenStore, phone = PHONE): Promise<AuthUser> {
  const { token } = await api.login({ login: phone, fingerprint: 'f', token: captcha() });
  const user = await api.authSmsCode({ requestId: token, code: api.outbox.lastCodeFor(phone) ?? '' });
  tokens.save(user, user);
  return user;
}

describe('InMemoryApi: registration by SMS', () => {
  it('registers, sends a 4-digit code and signs the new shopper in with both tokens', async () => {
    const { api } = setup();
    const { token } = await api.register(registration());
    const code = api.outbox.lastCodeFor('+7 999 123 45 67');
    expect(code).toMatch(/^\d{4}$/);
    const user = await api.registerSmsCode({ code: code ?? '', token });
    expect(user).toMatchObject({ login: PHONE, roles: [2], tenantProfileId: expect.any(Number) });
    expect(user.accessToken).not.toBe('');
    expect(user.refreshToken).not.toBe('');
  });
});

describe('InMemoryApi: captcha tokens', () => {
  it('accepts a token once, answers BAD_CAPTCHA to its reuse and VALIDATION_ERROR to an empty one, as the server’s schema does', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    await api.login({ login: PHONE, fingerprint: 'f', token: 'once' });
    expect(await failure(api.login({ login: PHONE, fingerprint: 'f', token: 'once' }))).toMatchObject({
      code: 'BAD_CAPTCHA',
      status: 400,
    });
    expect(await failure(api.login({ login: PHONE, fingerprint: 'f', token: '' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });
});

describe('InMemoryApi: SMS login', () => {
  it('signs an existing shopper in with the code from the outbox', async () => {
    const { api, world, tokens } = setup();
    const account = world.addShopper({ phone: PHONE });
    const user = await signIn(api, tokens);
    expect(user).toMatchObject({ id: account.id, login: PHONE, tenantProfileId: account.profileId });
  });

  it('sends a new code after the send interval, and only the latest request accepts its own code, once', async () => {
    let now = NOW;
    const world = new MemoryWorld({ seed: 1, clock: { now: () => now } });
    const api = new InMemoryApi({ tokens: new MemoryTokenStore(), world });
    world.addShopper({ phone: PHONE });
    const first = await api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    const firstCode = api.outbox.lastCodeFor(PHONE) ?? '';
    now += SEND_INTERVAL_MS;
    const second = await api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    expect(second.token).not.toBe(first.token);
    const code = api.outbox.lastCodeFor(PHONE) ?? '';
    expect((await failure(api.authSmsCode({ requestId: first.token, code: firstCode }))).code).toBe('WRONG_CODE');
    await api.authSmsCode({ requestId: second.token, code });
    expect((await failure(api.authSmsCode({ requestId: second.token, code }))).code).toBe('WRONG_CODE');
  });
});

describe('InMemoryApi: limits', () => {
  it('takes its limits from the options, the server’s defaults otherwise', async () => {
    const world = new MemoryWorld({ seed: 1, clock, limits: { smsMinIntervalMs: 0 } });
    const api = new InMemoryApi({ tokens: new MemoryTokenStore(), world });
    world.addShopper({ phone: PHONE });
    await api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    await expect(api.login({ login: PHONE, fingerprint: 'f', token: captcha() })).resolves.toHaveProperty('token');
    const strict = setup();
    strict.world.addShopper({ phone: PHONE });
    await strict.api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    expect(await failure(strict.api.login({ login: PHONE, fingerprint: 'f', token: captcha() }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
  });

  it('the token store refuses a pair with a missing token', () => {
    expect(() => new MemoryTokenStore().save({ accessToken: 'a', refreshToken: '' })).toThrow(MissingTokensError);
  });
});

describe('InMemoryApi: seeded catalogue', () => {
  it('is the same for the same seed and differs for another seed', async () => {
    const scope = { countryCodeId: 1, cityCodeId: 1 };
    const a = await setup(7).api.salesUnitsPublicList(scope);
    const b = await setup(7).api.salesUnitsPublicList(scope);
    const c = await setup(8).api.salesUnitsPublicList(scope);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('holds cities, a few hundred outlets and online shops, brands and news', async () => {
    const { api } = setup();
    const cities = await api.activeCities({ countryCodeId: 1 });
    expect(cities.length).toBeGreaterThan(5);
    let units = 0;
    for (const city of cities) {
      units += (await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: city.id })).length;
    }
    expect(units).toBeGreaterThanOrEqual(200);
    expect((await api.onlineShopsPublicList({ countryCodeId: 1, cityCodeId: 1 })).length).toBeGreaterThan(50);
    expect((await api.offlinePartners({ cityCodeId: 1, categoryId: 0 })).brands.length).toBeGreaterThan(0);
    expect(
      (await api.activeNews({ countryCodeId: 1, cityCodeId: 1, newsDestinationId: 1, dateFrom: 0, dateTo: NOW }))
        .length,
    ).toBeGreaterThan(0);
  });

  it('keeps each outlet’s maximum cashback equal to the highest payment of its actions', async () => {
    const { api } = setup();
    for (const unit of await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: 2 })) {
      const sizes = (await api.salesUnitActions(unit.id)).map((action) => action.paymentSize ?? 0);
      expect(unit.maximumCashback).toBe(sizes.length === 0 ? null : Math.max(...sizes));
    }
  });

  it('pages feedbacks until an empty page, matching the outlet’s feedback count', async () => {
    const { api } = setup();
    const units = await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: 1 });
    const unit = units.reduce((best, u) => (u.feedbacks > best.feedbacks ? u : best));
    let total = 0;
    for (let pageNumber = 0; ; pageNumber += 1) {
      const batch = await api.feedbacks({ salesUnitIds: [unit.id], page: pageNumber });
      if (batch.length === 0) {
        break;
      }
      total += batch.length;
    }
    expect(total).toBe(unit.feedbacks);
  });

  it('answers NOT_FOUND for an unknown card and hands out copies the caller cannot use to change the world', async () => {
    const { api } = setup();
    expect((await failure(api.brand(999_999))).code).toBe('NOT_FOUND');
    const cities = await api.activeCities({ countryCodeId: 1 });
    cities[0]!.name = 'changed';
    expect((await api.activeCities({ countryCodeId: 1 }))[0]?.name).not.toBe('changed');
  });
});

describe('InMemoryApi: the forgiving search, as the server (issue 31 §5)', () => {
  it('finds an outlet by its name typed on the Latin layout or with a letter doubled, below the «contains» hits', async () => {
    const { api } = setup();
    const outlets = await api.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: 1 });
    const target = outlets.find((outlet) =>
      /^[а-я]{7,}$/.test((outlet.name.split(' ')[0] ?? '').toLocaleLowerCase('ru')),
    )!;
    const word = target.name.split(' ')[0]!.toLocaleLowerCase('ru');
    for (const q of [swapLayout(word), word.slice(0, 3) + word[2]! + word.slice(3)]) {
      const found = (await api.search({ cityCodeId: 1, q, kinds: ['outlets'], limit: 50 })).outlets!;
      expect(found.hits.find((hit) => hit.item.id === target.id)?.tier).toBe('similar');
      expect(found.hits.every((hit) => hit.tier === 'similar')).toBe(true);
    }
  });
});
