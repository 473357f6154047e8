import type { Hono } from 'hono';
import { createIdProvider, DEMO_APPS, type IdProviderOptions } from '../../../server/id-provider/index.ts';
import type { SiteRegistration } from '../../../server/id-provider/registration.ts';

/** The embedding page of the tests and its sign-in target. */
export const SITE = 'http://site.localhost:4000';
export const REDIRECT_URI = `${SITE}/auth/done?from=widget`;
/** Where the tests reach the provider: the address a browser would use. */
export const ID = 'http://id.localhost:3100';
export const APP = '51000001';

/** RFC 7636 appendix B. */
export const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** A clock the tests move by hand. */
class ManualClock {
  constructor(public time = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export interface TestProvider {
  app: Hono;
  clock: ManualClock;
  /** app.request on the provider's browser address. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** The tests' site, registered for every demo app: REDIRECT_URI and its origin SITE. */
export const TEST_SITES: readonly SiteRegistration[] = [
  { appIds: DEMO_APPS.map((app) => app.id), redirectUris: [REDIRECT_URI] },
];

export function testProvider(options: IdProviderOptions = {}): TestProvider {
  const clock = new ManualClock();
  const app = createIdProvider({ clock, sites: TEST_SITES, ...options });
  return { app, clock, request: async (path, init) => app.request(`${ID}${path}`, init) };
}

/**
 * Signs in at the provider's home page as a visitor does (POST /session from the provider's own
 * page) and answers the `Cookie` header value that carries the session.
 */
export async function signIn(provider: TestProvider, userId = '700001'): Promise<string> {
  const response = await provider.request('/session', {
    method: 'POST',
    headers: { Origin: ID },
    body: new URLSearchParams({ account: userId }),
  });
  if (response.status !== 303) {
    throw new Error(`sign-in answered ${response.status}`);
  }
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** `fields` with `overrides` on top as a query string; an override of undefined removes the field. */
function queryOf(fields: Record<string, string>, overrides: Record<string, string | undefined>): string {
  const entries = Object.entries({ ...fields, ...overrides }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return new URLSearchParams(entries).toString();
}

/** What the kit sends to every frame of the provider after the frame's own fields. */
const EVERY_FRAME: Record<string, string> = {
  uuid: 'qwerty',
  origin: SITE,
  oauth_version: '2',
  v: '2.1.0',
  sdk_type: 'vkid',
  app_id: APP,
  redirect_uri: REDIRECT_URI,
  code_challenge: RFC_CHALLENGE,
  code_challenge_method: 's256',
  state: 'state-1234',
};

/** The one-tap frame query the kit sends, with overrides (undefined removes a parameter). */
export function frameQuery(overrides: Record<string, string | undefined> = {}): string {
  const oneTap = {
    style_height: '44',
    style_border_radius: '8',
    show_alternative_login: '1',
    button_skin: 'primary',
    scheme: 'light',
    lang_id: '0',
    providers: 'ok_ru,mail_ru',
  };
  return queryOf({ ...oneTap, ...EVERY_FRAME }, overrides);
}

/** The floating panel's frame query as the kit sends it (FloatingOneTap), with overrides (undefined removes one). */
export function floatingQuery(overrides: Record<string, string | undefined> = {}): string {
  const panel = {
    scheme: 'light',
    lang_id: '0',
    show_alternative_login: '1',
    content_id: '0',
    providers: 'ok_ru,mail_ru',
  };
  return queryOf({ ...panel, ...EVERY_FRAME }, overrides);
}

/** The full sign-in query the kit sends, with overrides (undefined removes a parameter). */
export function authorizeQuery(overrides: Record<string, string | undefined> = {}): string {
  return queryOf(
    {
      client_id: APP,
      response_type: 'code',
      code_challenge: RFC_CHALLENGE,
      code_challenge_method: 's256',
      state: 'state-5678',
      redirect_uri: REDIRECT_URI,
      lang_id: '0',
      scheme: 'light',
      stats_info: Buffer.from(JSON.stringify({ flow_source: 'from_custom_auth', session_id: 'abc' })).toString(
        'base64',
      ),
      v: '2.1.0',
      sdk_type: 'vkid',
      app_id: APP,
    },
    overrides,
  );
}

/** The character references an HTML escaper writes (hono/html: &quot; &#39; &amp; &lt; &gt;; numeric ones too). */
const NAMED_REFERENCES: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' };

/** A data-* attribute of the page's <body>, unescaped as a browser reads it. */
export function bodyData(html: string, name: string): string | undefined {
  const body = /<body[^>]*>/.exec(html)?.[0] ?? '';
  const raw = new RegExp(`data-${name}="([^"]*)"`).exec(body)?.[1];
  return raw?.replace(/&(#\d+|[a-z]+);/g, (reference, ref: string) =>
    ref.startsWith('#') ? String.fromCharCode(Number(ref.slice(1))) : (NAMED_REFERENCES[ref] ?? reference),
  );
}

/** The payload of 'onetap: success login' exactly as the frame receives it for a click. */
export interface CodePayload {
  code: string;
  device_id: string;
  state: string;
  type: string;
  expires_in: number;
}

/** The one-tap frame page for `overrides`, in a browser signed in at the provider as `userId`. */
export async function signedInFrame(
  provider: TestProvider,
  overrides: Record<string, string | undefined> = {},
  userId = '700001',
): Promise<Response> {
  return provider.request(`/button_one_tap_auth?${frameQuery(overrides)}`, {
    headers: { Cookie: await signIn(provider, userId) },
  });
}

/** Loads the frame and clicks «Продолжить как …»: what the frame's script posts to the page. */
export async function codeFromFrame(
  provider: TestProvider,
  overrides: Record<string, string | undefined> = {},
): Promise<CodePayload> {
  const page = await signedInFrame(provider, overrides);
  const request = bodyData(await page.text(), 'request');
  const answer = await provider.request('/button_one_tap_auth/login', {
    method: 'POST',
    body: new URLSearchParams({ request: request ?? '' }),
  });
  if (answer.status !== 200) {
    throw new Error(`login answered ${answer.status}`);
  }
  return (await answer.json()) as CodePayload;
}

export interface ExchangeFields {
  code: string;
  code_verifier?: string;
  client_id?: string;
  redirect_uri?: string;
  device_id: string;
  state?: string;
  grant_type?: string;
}

/** POST /oauth2/auth the way a site exchanges a code. */
export function exchange(
  provider: TestProvider,
  fields: ExchangeFields,
  headers: Record<string, string> = {},
): Promise<Response> {
  const query = new URLSearchParams({
    grant_type: fields.grant_type ?? 'authorization_code',
    redirect_uri: fields.redirect_uri ?? REDIRECT_URI,
    client_id: fields.client_id ?? APP,
    code_verifier: fields.code_verifier ?? RFC_VERIFIER,
    state: fields.state ?? 'state-1234',
    device_id: fields.device_id,
  });
  return provider.request(`/oauth2/auth?${query.toString()}`, {
    method: 'POST',
    body: new URLSearchParams({ code: fields.code }),
    headers,
  });
}

/** A full sign-in page as a browser holds it: the request id in its form and the cookie (`name=value`) GET /authorize left. */
export interface OpenedSignInPage {
  request: string;
  cookie: string;
}

/** Opens GET /authorize as a browser does (keeping its `cookie`, if it has one) and reads what the page's form will post. */
export async function openSignInPage(
  provider: TestProvider,
  overrides: Record<string, string | undefined> = {},
  cookie?: string,
): Promise<OpenedSignInPage> {
  const response = await provider.request(
    `/authorize?${authorizeQuery(overrides)}`,
    cookie === undefined ? {} : { headers: { Cookie: cookie } },
  );
  if (response.status !== 200) {
    throw new Error(`the sign-in page answered ${response.status}`);
  }
  const request = /name="request" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  const set = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { request, cookie: set === '' ? (cookie ?? '') : set };
}

/** The page's form as the browser posts it: from the provider's own page, with the browser's cookie. */
export function decideOnPage(
  provider: TestProvider,
  page: OpenedSignInPage,
  fields: Record<string, string>,
): Promise<Response> {
  return provider.request('/authorize/decision', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: page.cookie },
    body: new URLSearchParams({ request: page.request, ...fields }),
  });
}
