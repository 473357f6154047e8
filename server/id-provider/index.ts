/**
 * # The local identity provider
 *
 * A stand-in for the real identity provider (id.vk.com), for developing and testing the widget kit
 * (`widget/`). It speaks the protocol of the widget plan: the one-tap and floating one-tap frames, the full sign-in page,
 * the token exchange with PKCE, refresh-token rotation, logout, user info, public info and statistics.
 * Everything is in memory.
 *
 * ## Running
 * - `npm run id-provider` — alone, on `ID_PROVIDER_PORT` (3100), bound to `ID_PROVIDER_HOST` (127.0.0.1).
 * - `npm start` — beside the portal, unless `ID_PROVIDER=off`; with `NODE_ENV=production` only when `ID_PROVIDER=on`.
 * - In tests: `createIdProvider(options).request(...)`, or `startIdProvider({ port: 0 })`.
 *
 * A browser reaches it as `http://id.localhost:3100` (Chromium resolves `*.localhost` to loopback),
 * which is what the kit's `__vkidDomain` should be set to. Node does not resolve `*.localhost`:
 * server-side calls use `http://127.0.0.1:3100` (`RunningIdProvider.directUrl`). `ID_PROVIDER_URL`
 * configures another browser origin; `/.well-known/web-identity` names that origin, never the Host
 * header. The Host header is used for nothing but the provider's own absolute URLs (avatars, id token
 * issuer) and the test controls' host rule.
 *
 * ## Routes
 * | route | what |
 * |---|---|
 * | GET `/button_one_tap_auth?…` | the one-tap frame (frameable: CSP `frame-ancestors *`, no X-Frame-Options); 400 page for a bad query |
 * | POST `/button_one_tap_auth/login` | the frame's own call behind «Продолжить как …»: form `request` → code payload |
 * | GET `/floating_one_tap_auth?…` | the floating panel's frame (FloatingOneTap): its title for `content_id` and the app's name, then the same buttons; speaks 'floatingonetap: …' |
 * | POST `/floating_one_tap_auth/login` | the same call from the floating panel's frame |
 * | GET `/authorize?…` | full sign-in: demo accounts and «Отказаться»; popup mode with `origin`, else redirect mode |
 * | POST `/authorize/decision` | the sign-in page's form: `request` + `account` or `decision=decline`; only from the provider's own page, in the browser that opened it (403 otherwise) |
 * | POST `/oauth2/auth?grant_type=authorization_code&…` | token exchange (body `code`), CORS |
 * | POST `/oauth2/auth?grant_type=refresh_token&…` | refresh (body `refresh_token`): a new pair, the old refresh token spent; a spent one presented again revokes the whole sign-in, CORS |
 * | POST `/oauth2/logout?client_id` | ends the sign-in of the body's `access_token` (every token of it revoked) → `{response: 1}`, CORS |
 * | POST `/oauth2/user_info?client_id` | user info (body `access_token`; `client_id` may also be in the body), CORS |
 * | POST `/oauth2/public_info?client_id` | the name, avatar and masked phone and e-mail behind the body's `id_token` while its sign-in is live, CORS |
 * | POST `/stat_events_vkid_sdk?app_id&v` | statistics (body `events, sak_version`), CORS with credentials |
 * | GET `/static/…`, GET `/avatar/:userId`, GET `/` | the pages' files, generated avatars, a page listing apps and accounts |
 * | GET/PUT `/__test/apps/:appId/scenario` | read / set an app's scenario (body `{"scenario": …}`) — test controls |
 * | GET `/__test/stats?app_id=` → `{batches, events}`; DELETE `/__test/stats?app_id=` | kept statistics — test controls |
 *
 * Test controls are on by default, off with `NODE_ENV=production` (`ID_PROVIDER_TEST_CONTROLS=on|off`).
 * With them on, a page also takes `&scenario=<name>` in its query (for opening a frame by hand). They
 * answer only loopback names and the provider's own origin in Host, anything else 421
 * `{"message":"DEV_HOST_NOT_LOCAL"}` (server/http/devHost.ts: DNS rebinding).
 *
 * ## Demo apps (one per scenario; `ID_PROVIDER_SCENARIOS='51000001=error,…'` or the test controls change them)
 * | app id | scenario |
 * |---|---|
 * | 51000001 | `session` — the frame offers «Продолжить как Анна» (or the account signed in on the full page) |
 * | 51000002 | `no_session` — load, then 'onetap: not authorized' |
 * | 51000003 | `slow` — the frame never says load |
 * | 51000004 | `error` — 'common: error' `{code: 'frame_error', text}` |
 * | 51000005 | `decline` — the full sign-in page declines at once; the FedCM ID assertion refuses (access_denied) |
 * | 51000006 | `slow_stats` — statistics answer about 3 s late (the frame as `session`) |
 * | 51000007 | `close` — load, then 'common: close' |
 * | 51000008 | `token_error` — the token exchange answers 500 (for a site's server) |
 * | 51000009 | `slow_token` — the token exchange answers about 10 s late |
 * | 51000010 | `no_phone` — user info without a phone |
 * | 51000011 | `broken_user_info` — user info in a shape that is not the protocol's |
 *
 * An app id given a scenario by the environment or the test controls becomes a known app too; any
 * other app id is refused (400 page, `invalid_client`).
 *
 * ## Demo accounts
 * 700001 Анна Соколова (default), 700002 Тимур Галиев, 700003 Варвара Ильина — eleven years old,
 * for age rules. Phones `7999000xxxx`, e-mails on example.ru.
 */
export { createIdProvider, type IdProviderOptions } from './app.ts';
export { demoAccounts } from './accounts.ts';
export { DEMO_APPS } from './apps.ts';
export { parseScenarioMap } from './scenarios.ts';
export { CODE_TTL_MS } from './store.ts';
export {
  idProviderOptionsFromEnv,
  idProviderWanted,
  startIdProvider,
  startIdProviderFromEnv,
  type RunningIdProvider,
} from './start.ts';
