import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OfetchApi } from '../../../adapters/http/OfetchApi.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { ApiError, MissingTokensError, MISSING_TOKENS_MESSAGE } from '../../../core/errors.ts';
import type { TokenStore } from '../../../core/ports/index.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
  raw?: string;
}

const seen: Seen[] = [];
let replies: Reply[] = [];
let fallback: Reply = { status: 200, body: {} };
let server: Server;
let baseUrl: string;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: text === '' ? undefined : JSON.parse(text),
    });
    const reply = replies.shift() ?? fallback;
    res.statusCode = reply.status;
    if (reply.raw !== undefined) {
      res.setHeader('content-type', 'text/plain');
      res.end(reply.raw);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply.body ?? null));
  });
}

const user = {
  id: 7,
  login: '79991234567',
  accessToken: 'acc',
  refreshToken: 'ref',
  roles: [2],
  corporateSalesUnitIds: [],
  tenantProfileId: 70,
  employeeSalesUnitIds: [],
  employeeProfileId: null,
  distributorProfileId: null,
};

function api(tokens: TokenStore = new MemoryTokenStore({ accessToken: 'acc-1', refreshToken: 'ref-1' })): OfetchApi {
  return new OfetchApi({ baseUrl, tokens, retryDelayMs: 5 });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  replies = [];
  fallback = { status: 200, body: {} };
});

describe('OfetchApi: calls of portal §7', () => {
  it('registers by SMS with the referral flattened to one of suid, tid, did', async () => {
    replies = [{ status: 200, body: { token: 'reg-token', resendAfterSeconds: 60 } }];
    const answer = await api().register({
      phone: '79991234567',
      name: 'Анна',
      gender: 'женский',
      birthday: 946684800,
      token: 'captcha',
      cityCodeId: 3,
      fingerprint: 'ua2',
      referral: { key: 'tid', id: '42' },
    });
    expect(answer).toEqual({ token: 'reg-token', resendAfterSeconds: 60 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/authentication/register', authorization: undefined });
    expect(seen[0]?.body).toEqual({
      phone: '79991234567',
      name: 'Анна',
      gender: 'женский',
      birthday: 946684800,
      token: 'captcha',
      cityCodeId: 3,
      fingerprint: 'ua2',
      tid: '42',
    });
  });

  it('sends no referral key when the visitor came without one', async () => {
    replies = [{ status: 200, body: { token: 't' } }];
    await api().register({
      phone: '79991234567',
      name: 'A',
      gender: 'мужской',
      birthday: 1,
      token: 'c',
      cityCodeId: null,
      fingerprint: 'f',
    });
    const body = seen[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'birthday',
      'cityCodeId',
      'fingerprint',
      'gender',
      'name',
      'phone',
      'token',
    ]);
  });

  it.each([
    ['registerSmsCode', '/api/authentication/register-sms-code', { code: '1234', token: 't' }],
    ['authSmsCode', '/api/authentication/auth-sms-code', { requestId: 'r', code: '1234' }],
    [
      'passwordLogin',
      '/api/authentication/auth',
      { login: '79991234567', password: 'p', fingerprint: 'f', token: 'c' },
    ],
    ['refresh', '/api/authentication/refresh', { refreshToken: 'r', accessToken: 'a', fingerprint: 'f' }],
    ['frameSession', '/api/authentication/frame-session', { refreshToken: 'r', accessToken: 'a', fingerprint: 'f' }],
  ] as const)('%s posts to %s and resolves with the user', async (method, path, body) => {
    replies = [{ status: 200, body: user }];
    const call = (api()[method] as (b: unknown) => Promise<unknown>).bind(api());
    await expect(call(body)).resolves.toEqual(user);
    expect(seen[0]).toMatchObject({ method: 'POST', url: path, body, authorization: undefined });
  });

  it('requests the login SMS with the phone digits as login and resolves with the request id', async () => {
    replies = [{ status: 200, body: { token: 'request-1', resendAfterSeconds: 60 } }];
    await expect(api().login({ login: '79991234567', fingerprint: 'f', token: 'c' })).resolves.toEqual({
      token: 'request-1',
      resendAfterSeconds: 60,
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/authentication/login',
      body: { login: '79991234567', fingerprint: 'f', token: 'c' },
    });
  });

  it('reads a missing or malformed resend wait as 0: the server’s refusal then says the real one', async () => {
    replies = [
      { status: 200, body: { token: 'request-1' } },
      { status: 200, body: { token: 'request-2', resendAfterSeconds: 'soon' } },
    ];
    await expect(api().login({ login: '79991234567', fingerprint: 'f', token: 'c' })).resolves.toEqual({
      token: 'request-1',
      resendAfterSeconds: 0,
    });
    await expect(api().login({ login: '79991234567', fingerprint: 'f', token: 'c' })).resolves.toEqual({
      token: 'request-2',
      resendAfterSeconds: 0,
    });
  });

  it('posts forgot-password and reset-password', async () => {
    await api().forgotPassword({ login: '79991234567', token: 'c' });
    await api().resetPassword({ password: 'secret', token: 'sms-token' });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/authentication/forgot-password', { login: '79991234567', token: 'c' }],
      ['POST', '/api/authentication/reset-password', { password: 'secret', token: 'sms-token' }],
    ]);
  });

  it('reads and writes the tenant profile with the Bearer header', async () => {
    const profile = { id: 70, cityCodeId: 5, countryCodeId: 1 };
    fallback = { status: 200, body: profile };
    const port = api();
    await port.getTenantProfile(70);
    await port.updateTenantProfile(70, profile as never);
    expect(seen.map((s) => [s.method, s.url, s.authorization])).toEqual([
      ['GET', '/api/tenant-profiles/70', 'Bearer acc-1'],
      ['PUT', '/api/tenant-profiles/70', 'Bearer acc-1'],
    ]);
    expect(seen[1]?.body).toEqual(profile);
  });

  it('reads, adds and removes favourites with the Bearer header', async () => {
    const port = api();
    replies = [
      { status: 200, body: [3, 4] },
      { status: 200, body: {} },
      { status: 200, body: {} },
      { status: 200, body: [9] },
      { status: 200 },
      { status: 200 },
    ];
    await expect(port.getFavouriteOnlineShops(70)).resolves.toEqual([3, 4]);
    await port.addFavouriteOnlineShop(70, 5);
    await port.removeFavouriteOnlineShop(70, 5);
    await expect(port.getFavouriteSalesUnits(70)).resolves.toEqual([9]);
    await port.addFavouriteSalesUnit(70, 11);
    await port.removeFavouriteSalesUnit(70, 11);
    expect(seen.map((s) => [s.method, s.url, s.body, s.authorization])).toEqual([
      ['GET', '/api/tenant-profiles/70/favorite-online-shops', undefined, 'Bearer acc-1'],
      ['POST', '/api/tenant-profiles/70/favorite-online-shops', { onlineShopId: 5 }, 'Bearer acc-1'],
      ['DELETE', '/api/tenant-profiles/70/favorite-online-shops?onlineShopId=5', undefined, 'Bearer acc-1'],
      ['GET', '/api/tenant-profiles/70/favorite-sales-units', undefined, 'Bearer acc-1'],
      ['POST', '/api/tenant-profiles/70/favorite-sales-units', { salesUnitId: 11 }, 'Bearer acc-1'],
      ['DELETE', '/api/tenant-profiles/70/favorite-sales-units?salesUnitId=11', undefined, 'Bearer acc-1'],
    ]);
  });

  it('posts the applying request with blocked false and status 1, with the Bearer header', async () => {
    const input = {
      organisation: 'ООО Ромашка',
      inn: '7700000000',
      contactName: 'Иван',
      phone: '79991234567',
      email: 'a@b.ru',
      cityCodeId: 1,
      categoryId: null,
      website: null,
      comment: null,
      logoFileId: null,
    };
    replies = [{ status: 200, body: { ...input, id: 1, blocked: false, applyingRequestStatusId: 1 } }];
    await api().createApplyingRequest(input);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/applying-requests', authorization: 'Bearer acc-1' });
    expect(seen[0]?.body).toEqual({ ...input, blocked: false, applyingRequestStatusId: 1 });
  });

  it('rejects a Bearer call with UNAUTHORIZED and sends nothing when nobody is signed in', async () => {
    const error = await api(new MemoryTokenStore(null))
      .getFavouriteSalesUnits(70)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(seen).toHaveLength(0);
  });

  it('sends public catalogue calls to their paths without a Bearer header', async () => {
    const port = api();
    const scope = { countryCodeId: 1, cityCodeId: 2 };
    const news = { ...scope, newsDestinationId: 1, dateFrom: 1, dateTo: 2 };
    const banner = { ...scope, typeId: 3 };
    fallback = { status: 200, body: [] };
    await port.activeCities({ countryCodeId: 1 });
    await port.onlineCategories();
    await port.offlineCategories();
    await port.salesUnitsPublicList(scope);
    await port.onlineShopsPublicList(scope);
    replies = [{ status: 200, body: { brands: [] } }];
    await expect(port.offlinePartners({ cityCodeId: 2, categoryId: 0 })).resolves.toEqual({ brands: [] });
    await port.brand(5);
    await port.salesUnit(6);
    await port.onlineShop(7);
    await port.salesUnitActions(6);
    await port.onlineShopActions(7);
    await port.salesUnitActionTerms(6);
    await port.onlineShopActionTerms(7);
    await port.openingHours(6);
    await port.activeNews(news);
    await port.news(8);
    await port.feedbacks({ salesUnitIds: [6, 9], page: 0 });
    await port.feedbackReplies(10, 2);
    await port.offlineBanners(banner);
    await port.onlineBanners(banner);
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/city-codes/active-city-codes', { countryCodeId: 1 }],
      ['GET', '/api/online-shops-categories', undefined],
      ['GET', '/api/sales-unit-categories', undefined],
      ['POST', '/api/sales-units/public-list', scope],
      ['POST', '/api/online-shops/public-list', scope],
      ['POST', '/api/brands/offline-partners-list/', { cityCodeId: 2, categoryId: 0 }],
      ['GET', '/api/brands/5', undefined],
      ['GET', '/api/sales-units/public-one/6', undefined],
      ['GET', '/api/online-shops/public-one/7', undefined],
      ['GET', '/api/sales-unit-actions/6/actions', undefined],
      ['GET', '/api/online-shops-actions/all-actions/7', undefined],
      ['GET', '/api/sales-unit-action-terms/6/action-terms', undefined],
      ['GET', '/api/online-shops-action-terms/7/action-terms', undefined],
      ['GET', '/api/sales-unit-opening-hours/6/opening-hours/', undefined],
      ['POST', '/api/news/active-news', news],
      ['GET', '/api/news/8', undefined],
      ['POST', '/api/order-feedbacks/get-feedbacks', { salesUnitIds: [6, 9], page: 0 }],
      ['GET', '/api/order-feedbacks/10/order-feedbacks-replies?page=2', undefined],
      ['POST', '/api/showroom-offline-banners/active-banners', banner],
      ['POST', '/api/showroom-online-banners/active-banners', banner],
    ]);
    expect(seen.every((s) => s.authorization === undefined)).toBe(true);
  });

  it('asks the coordinates with the iframe flag only when framed', async () => {
    fallback = { status: 200, body: { latitude: 1, longitude: 2, cityCodeId: null } };
    await api().coordinates({ iframe: true });
    await api().coordinates();
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/api/v1/coordinates?iframe=1'],
      ['GET', '/api/v1/coordinates'],
    ]);
  });
});

describe('OfetchApi: handling of answers', () => {
  it('retries a 5xx answer once and resolves with the second answer', async () => {
    replies = [
      { status: 503, body: { message: 'DOWN' } },
      { status: 200, body: [{ id: 1, name: 'Казань' }] },
    ];
    await expect(api().activeCities({ countryCodeId: 1 })).resolves.toEqual([{ id: 1, name: 'Казань' }]);
    expect(seen).toHaveLength(2);
  });

  it('rethrows after exactly one retry when the server keeps failing', async () => {
    fallback = { status: 500, body: { message: 'INTERNAL_ERROR' } };
    const error = await api()
      .login({ login: '79991234567', fingerprint: 'f', token: 'c' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', status: 500 });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 4xx answer and maps its message to the error code', async () => {
    replies = [{ status: 403, body: { message: 'USER_BLOCKED' } }];
    const error = await api()
      .login({ login: '79991234567', fingerprint: 'f', token: 'c' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'USER_BLOCKED', status: 403 });
    expect(seen).toHaveLength(1);
  });

  it('keeps the envelope’s details with the code (the limit that refused a send)', async () => {
    replies = [{ status: 429, body: { message: 'TOO_MANY_REQUESTS', details: { limit: 'phoneInterval' } } }];
    const error = await api()
      .login({ login: '79991234567', fingerprint: 'f', token: 'c' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, details: { limit: 'phoneInterval' } });
  });

  it('maps an error answer without a message to UNKNOWN_ERROR with its status', async () => {
    replies = [{ status: 418, raw: 'teapot' }];
    await expect(api().news(1)).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 418 });
  });

  // The code is one of core/domain/errorCodes.ts or nothing: a message outside it never reaches a lookup.
  it.each(['SOMETHING_NEW', 'user_blocked', '', 'toString', '__proto__', 'NETWORK_ERROR', 42])(
    'maps an answer whose message %j is not a code the API sends to UNKNOWN_ERROR with its status',
    async (message) => {
      replies = [{ status: 400, body: { message } }];
      await expect(api().news(1)).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 400 });
    },
  );

  it('maps a failed connection to NETWORK_ERROR with status 0 and does not retry it', async () => {
    let attempts = 0;
    const failing = (() => {
      attempts += 1;
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch;
    const port = new OfetchApi({ baseUrl, tokens: new MemoryTokenStore(null), fetch: failing, retryDelayMs: 5 });
    await expect(port.onlineCategories()).rejects.toMatchObject({ name: 'ApiError', code: 'NETWORK_ERROR', status: 0 });
    expect(attempts).toBe(1);
  });

  it('uses the injected fetch', async () => {
    const calls: string[] = [];
    const injected = ((input: RequestInfo | URL) => {
      calls.push(String(input));
      return Promise.resolve(new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    const port = new OfetchApi({ baseUrl: 'http://api.test', tokens: new MemoryTokenStore(null), fetch: injected });
    await port.offlineCategories();
    expect(calls).toEqual(['http://api.test/api/sales-unit-categories']);
  });

  it('reads every page of a city’s opening hours, until a short page (issue 21)', async () => {
    const urls: string[] = [];
    const row = (salesUnitId: number) => ({ salesUnitId, day: 1, open: '09:00', close: '18:00', dayOff: false });
    const injected = ((input: RequestInfo | URL) => {
      const url = new URL(String(input));
      urls.push(url.pathname + url.search);
      const rows =
        url.searchParams.get('page') === '0' ? Array.from({ length: 1000 }, (_, index) => row(index + 1)) : [row(1001)];
      return Promise.resolve(new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    const port = new OfetchApi({ baseUrl: 'http://api.test', tokens: new MemoryTokenStore(null), fetch: injected });
    const rows = await port.cityOpeningHours({ countryCodeId: 1, cityCodeId: 7 });
    expect(rows).toHaveLength(1001);
    expect(urls).toEqual([
      '/api/sales-unit-opening-hours/all-opening-hours?cityCodeId=7&page=0',
      '/api/sales-unit-opening-hours/all-opening-hours?cityCodeId=7&page=1',
    ]);
  });

  it('keeps a city’s outlet list for keepOutletListMs when told: one read for a page’s, a brand’s and the whole list’s reads', async () => {
    const bodies: string[] = [];
    let now = 1_000;
    let fail = false;
    const injected = ((_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return Promise.resolve(
        fail
          ? new Response('{"message":"NETWORK_ERROR"}', { status: 400 })
          : new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }),
      );
    }) as typeof fetch;
    const port = new OfetchApi({
      baseUrl: 'http://api.test',
      tokens: new MemoryTokenStore(null),
      fetch: injected,
      keepOutletListMs: 60_000,
      now: () => now,
    });
    const moscow = { countryCodeId: 1, cityCodeId: 1 };
    await port.salesUnitsPublicList(moscow);
    await port.salesUnitsPublicList(moscow);
    await port.salesUnitsPublicList(moscow);
    expect(bodies).toHaveLength(1);
    await port.salesUnitsPublicList({ countryCodeId: 1, cityCodeId: 2 });
    expect(bodies).toHaveLength(2);
    now += 60_000;
    fail = true;
    await expect(port.salesUnitsPublicList(moscow)).rejects.toMatchObject({ name: 'ApiError' });
    fail = false;
    // A failed read is not kept.
    await port.salesUnitsPublicList(moscow);
    expect(bodies).toHaveLength(4);
    // Without the option every read asks.
    const plain = new OfetchApi({ baseUrl: 'http://api.test', tokens: new MemoryTokenStore(null), fetch: injected });
    await plain.salesUnitsPublicList(moscow);
    await plain.salesUnitsPublicList(moscow);
    expect(bodies).toHaveLength(6);
  });

  it('keeps a city’s map list the same way, apart from its whole list: the page’s early read and the map’s are one request', async () => {
    const urls: string[] = [];
    let now = 1_000;
    const injected = ((input: RequestInfo | URL) => {
      const url = new URL(String(input));
      urls.push(url.pathname + url.search);
      return Promise.resolve(new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    const port = new OfetchApi({
      baseUrl: 'http://api.test',
      tokens: new MemoryTokenStore(null),
      fetch: injected,
      keepOutletListMs: 60_000,
      now: () => now,
    });
    const moscow = { countryCodeId: 1, cityCodeId: 1 };
    await Promise.all([port.salesUnitsMapList(moscow), port.salesUnitsMapList(moscow)]);
    expect(urls).toEqual(['/api/sales-units/map-list?countryCodeId=1&cityCodeId=1']);
    await port.salesUnitsPublicList(moscow);
    expect(urls).toEqual(['/api/sales-units/map-list?countryCodeId=1&cityCodeId=1', '/api/sales-units/public-list']);
    now += 60_000;
    await port.salesUnitsMapList(moscow);
    expect(urls).toHaveLength(3);
  });

  it.each([
    ['no tokens', { ...user, accessToken: undefined, refreshToken: undefined }],
    ['no refresh token', { ...user, refreshToken: '' }],
    ['no access token', { ...user, accessToken: null }],
  ])('rejects an auth answer with %s with MissingTokensError', async (_case, body) => {
    replies = [{ status: 200, body }];
    const error = await api()
      .authSmsCode({ requestId: 'r', code: '1234' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingTokensError);
    expect((error as Error).message).toBe(MISSING_TOKENS_MESSAGE);
  });
});
