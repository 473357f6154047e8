/** Whether `npm start` runs the local identity provider, read by the start (server/id-provider/start.ts) and by the portal's social sign-in settings. */

type Env = Record<string, string | undefined>;

/**
 * Whether `npm start` runs the provider: always in development unless ID_PROVIDER=off; with
 * NODE_ENV=production only when ID_PROVIDER=on.
 */
export function idProviderWanted(env: Env): boolean {
  if (env.ID_PROVIDER === 'off') {
    return false;
  }
  return env.NODE_ENV !== 'production' || env.ID_PROVIDER === 'on';
}
