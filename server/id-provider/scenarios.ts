/**
 * Test scenarios of the local identity provider, chosen per app id. A scenario changes how the
 * provider answers that app's widget; the kit never knows which one is on.
 */
export const SCENARIOS = [
  'session',
  'no_session',
  'slow',
  'error',
  'close',
  'decline',
  'slow_stats',
  'token_error',
  'slow_token',
  'no_phone',
  'broken_user_info',
] as const;

/**
 * - `session` (default): the one-tap frame knows a visitor and offers «Продолжить как …».
 * - `no_session`: the frame loads, then says 'onetap: not authorized'.
 * - `slow`: the frame page renders but never says load (the kit times out after 5 s).
 * - `error`: the frame reports 'common: error' with details `{code: 'frame_error', text}`.
 * - `close`: the frame loads, then asks the page to close the widget ('common: close').
 * - `decline`: the full sign-in page declines on the visitor's behalf at once, and the FedCM ID assertion refuses the chosen account (access_denied).
 * - `slow_stats`: the frame behaves as `session`; the statistics endpoint answers about 3 s late.
 *
 * For a site's server (the portal's login-from-vk), the sign-in pages behave as `session` and then:
 * - `token_error`: the token exchange answers 500 `{error: 'server_error'}`;
 * - `slow_token`: the token exchange answers about 10 s late (`slowTokenDelayMs`);
 * - `no_phone`: user info carries no phone;
 * - `broken_user_info`: user info answers 200 in a shape that is not the protocol's (no `first_name`, `user_id` not a number).
 */
export type Scenario = (typeof SCENARIOS)[number];

export const DEFAULT_SCENARIO: Scenario = 'session';

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** An app id as the provider issues them: a positive decimal integer without leading zeros. */
export function isAppId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value);
}

/**
 * Reads `ID_PROVIDER_SCENARIOS`: `'51000002=no_session,51000003=slow'`. Throws on anything it cannot
 * read rather than silently running the default scenario.
 */
export function parseScenarioMap(raw: string | undefined): Map<string, Scenario> {
  const map = new Map<string, Scenario>();
  for (const entry of (raw ?? '').split(',')) {
    const item = entry.trim();
    if (item === '') {
      continue;
    }
    const [appId, scenario, ...rest] = item.split('=').map((part) => part.trim());
    if (rest.length > 0 || !isAppId(appId) || !isScenario(scenario)) {
      throw new Error(`ID_PROVIDER_SCENARIOS: '${item}' is not <app id>=<${SCENARIOS.join('|')}>`);
    }
    map.set(appId, scenario);
  }
  return map;
}
