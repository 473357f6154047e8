import type { Clock } from '../core/ports/logger.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { IdentityProvider } from './idProviderClient/port.ts';
import type { CaptchaVerifier, SmsOutbox, SmsSender } from './ports.ts';

/** Everything a route needs, built once at start (server/main.ts) or per test file. */
export interface ServerDeps {
  db: Db;
  config: ServerConfig;
  sms: SmsSender;
  /** Present only with the console SMS provider. */
  smsOutbox: SmsOutbox | null;
  captcha: CaptchaVerifier;
  /** All rule timing (code expiry, rate windows, token lifetimes) reads this clock, so tests can move time. */
  clock: Clock;
  /** The social sign-in's provider; without it one is made from `config.identityProvider` (server/auth/social/provider.ts). */
  identityProvider?: IdentityProvider;
}

/** The signed-in caller, set by `requireAuth`. */
export interface AuthContext {
  userId: number;
  tenantProfileId: number | null;
}

export interface AppEnv {
  Variables: {
    deps: ServerDeps;
    auth: AuthContext;
  };
}
