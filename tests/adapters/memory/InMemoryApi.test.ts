import { describe, expect, it } from 'vitest';
import { InMemoryApi } from '../../../adapters/memory/InMemoryApi.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { RECOVERY_ATTEMPTS_LIMIT } from '../../../adapters/memory/MemoryAccounts.ts';
import { ApiError, MissingTokensError } from '../../../core/errors.ts';
import type { RegisterRequest } from '../../../core/ports/index.ts';
import type { AuthUser } from '../../../core/model/index.ts';

const NOW = Date.UTC(2025, 5, 15, 12);
const clock = { now: () => NOW };
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
  return { phone: PHONE, name: 'Анна', gender: 'женский', birthday: birthday(30), token: captcha(), cityCodeId: 3, fingerprint: 'ua2', ...overrides };
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

  it('rejects a second registration of the same phone with USER_ALREADY_EXISTS', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    expect((await failure(api.register(registration()))).code).toBe('USER_ALREADY_EXISTS');
  });

  it('rejects a shopper one day short of 14 with USER_UNDER_14_YEARS_OLD and accepts one on the 14th birthday', async () => {
    const { api } = setup();
    expect((await failure(api.register(registration({ birthday: birthday(14, 1) })))).code).toBe('USER_UNDER_14_YEARS_OLD');
    await expect(api.register(registration({ birthday: birthday(14) }))).resolves.toHaveProperty('token');
  });

  it('answers WRONG_CODE to a wrong code, keeps the request open, and accepts each code only once', async () => {
    const { api } = setup();
    const { token } = await api.register(registration());
    const code = api.outbox.lastCodeFor(PHONE) ?? '';
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await failure(api.registerSmsCode({ code: wrong, token }))).code).toBe('WRONG_CODE');
    await api.registerSmsCode({ code, token });
    expect((await failure(api.registerSmsCode({ code, token }))).code).toBe('WRONG_CODE');
  });
});

describe('InMemoryApi: captcha tokens', () => {
  it('accepts a token once and answers BAD_CAPTCHA to its reuse or to an empty token', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    await api.login({ login: PHONE, fingerprint: 'f', token: 'once' });
    expect((await failure(api.login({ login: PHONE, fingerprint: 'f', token: 'once' }))).code).toBe('BAD_CAPTCHA');
    expect((await failure(api.login({ login: PHONE, fingerprint: 'f', token: '' }))).code).toBe('BAD_CAPTCHA');
  });
});

describe('InMemoryApi: SMS login', () => {
  it('signs an existing shopper in with the code from the outbox', async () => {
    const { api, world, tokens } = setup();
    const account = world.addShopper({ phone: PHONE });
    const user = await signIn(api, tokens);
    expect(user).toMatchObject({ id: account.id, login: PHONE, tenantProfileId: account.profileId });
  });

  it('generates a new code per request and only the latest request accepts its own code once', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    const first = await api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    const second = await api.login({ login: PHONE, fingerprint: 'f', token: captcha() });
    expect(second.token).not.toBe(first.token);
    const code = api.outbox.lastCodeFor(PHONE) ?? '';
    await api.authSmsCode({ requestId: second.token, code });
    expect((await failure(api.authSmsCode({ requestId: second.token, code }))).code).toBe('WRONG_CODE');
  });

  it('answers USER_BLOCKED to a blocked shopper', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE, blocked: true });
    expect((await failure(api.login({ login: PHONE, fingerprint: 'f', token: captcha() })))).toMatchObject({ code: 'USER_BLOCKED', status: 403 });
  });

  it('answers USER_NOT_FOUND to an unknown phone', async () => {
    const { api } = setup();
    expect((await failure(api.login({ login: PHONE, fingerprint: 'f', token: captcha() }))).code).toBe('USER_NOT_FOUND');
  });
});

describe('InMemoryApi: tokens', () => {
  it('rotates both tokens on refresh and stops accepting the old pair', async () => {
    const { api, world, tokens } = setup();
    world.addShopper({ phone: PHONE });
    const user = await signIn(api, tokens);
    const renewed = await api.refresh({ refreshToken: user.refreshToken, accessToken: user.accessToken, fingerprint: 'f' });
    expect(renewed.accessToken).not.toBe(user.accessToken);
    expect(renewed.refreshToken).not.toBe(user.refreshToken);
    expect((await failure(api.refresh({ refreshToken: user.refreshToken, accessToken: user.accessToken, fingerprint: 'f' }))).code).toBe('UNAUTHORIZED');
    expect((await failure(api.getTenantProfile(user.tenantProfileId ?? 0))).code).toBe('UNAUTHORIZED');
    tokens.save(renewed);
    await expect(api.getTenantProfile(user.tenantProfileId ?? 0)).resolves.toMatchObject({ phone: PHONE });
  });

  it('exchanges a host session once for a frame session of its own and leaves the host session alone', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    const host = await signIn(api, new MemoryTokenStore());
    const request = { refreshToken: host.refreshToken, accessToken: host.accessToken, fingerprint: 'f' };
    const frame = await api.frameSession(request);
    expect(frame.refreshToken).not.toBe(host.refreshToken);
    expect((await failure(api.frameSession(request))).code).toBe('UNAUTHORIZED');
    await expect(api.refresh(request)).resolves.toMatchObject({ login: PHONE });
    await expect(api.refresh({ ...request, refreshToken: frame.refreshToken, accessToken: frame.accessToken })).resolves.toMatchObject({ login: PHONE });
  });

  it('rejects Bearer calls without a signed-in user with UNAUTHORIZED 401', async () => {
    const { api, world } = setup();
    const account = world.addShopper({ phone: PHONE });
    expect(await failure(api.getFavouriteOnlineShops(account.profileId))).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('the token store refuses a pair with a missing token', () => {
    expect(() => new MemoryTokenStore().save({ accessToken: 'a', refreshToken: '' })).toThrow(MissingTokensError);
  });
});

describe('InMemoryApi: tenant profiles and favourites', () => {
  it('reads and updates the own profile but answers FORBIDDEN 403 for another shopper’s', async () => {
    const { api, world, tokens } = setup();
    const other = world.addShopper({ phone: '79990000000' });
    const user = await (world.addShopper({ phone: PHONE }), signIn(api, tokens));
    const own = await api.getTenantProfile(user.tenantProfileId ?? 0);
    const saved = await api.updateTenantProfile(own.id, { ...own, cityCodeId: 5, countryCodeId: 1 });
    expect(saved.cityCodeId).toBe(5);
    await expect(api.getTenantProfile(own.id)).resolves.toMatchObject({ cityCodeId: 5 });
    expect(await failure(api.getTenantProfile(other.profileId))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await failure(api.updateTenantProfile(other.profileId, { ...own, id: other.profileId }))).code).toBe('FORBIDDEN');
    expect((await failure(api.addFavouriteSalesUnit(other.profileId, 1))).code).toBe('FORBIDDEN');
  });

  it('keeps favourites as idempotent sets, separately for online shops and sales units', async () => {
    const { api, world, tokens } = setup();
    world.addShopper({ phone: PHONE });
    const profileId = (await signIn(api, tokens)).tenantProfileId ?? 0;
    await api.addFavouriteOnlineShop(profileId, 3);
    await api.addFavouriteOnlineShop(profileId, 3);
    await api.addFavouriteSalesUnit(profileId, 4);
    expect(await api.getFavouriteOnlineShops(profileId)).toEqual([3]);
    expect(await api.getFavouriteSalesUnits(profileId)).toEqual([4]);
    await api.removeFavouriteOnlineShop(profileId, 3);
    await api.removeFavouriteOnlineShop(profileId, 3);
    expect(await api.getFavouriteOnlineShops(profileId)).toEqual([]);
    expect((await failure(api.addFavouriteSalesUnit(profileId, 999_999))).code).toBe('NOT_FOUND');
  });
});

describe('InMemoryApi: password recovery', () => {
  it('sends a reset token, sets the password, then allows a password login', async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    await api.forgotPassword({ login: PHONE, token: captcha() });
    await api.resetPassword({ password: 'секрет', token: api.outbox.lastResetTokenFor(PHONE) ?? '' });
    await expect(api.passwordLogin({ login: PHONE, password: 'секрет', fingerprint: 'f', token: captcha() })).resolves.toMatchObject({ login: PHONE });
    expect((await failure(api.passwordLogin({ login: PHONE, password: 'other', fingerprint: 'f', token: captcha() }))).code).toBe('WRONG_PASSWORD');
  });

  it(`answers BAD_COUNT after ${RECOVERY_ATTEMPTS_LIMIT} requests within the cool-off`, async () => {
    const { api, world } = setup();
    world.addShopper({ phone: PHONE });
    for (let attempt = 0; attempt < RECOVERY_ATTEMPTS_LIMIT; attempt += 1) {
      await api.forgotPassword({ login: PHONE, token: captcha() });
    }
    expect((await failure(api.forgotPassword({ login: PHONE, token: captcha() }))).code).toBe('BAD_COUNT');
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
    expect((await api.activeNews({ countryCodeId: 1, cityCodeId: 1, newsDestinationId: 1, dateFrom: 0, dateTo: NOW })).length).toBeGreaterThan(0);
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
