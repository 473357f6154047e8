import { PASSWORD_RECOVERY_COOLOFF_MS } from '../../core/domain/constants.ts';

/**
 * The sign-in limits the in-memory back end models, named after the server settings they mirror
 * (server/config.ts, docs/security.md). The defaults are the server's defaults: the contract suite
 * (tests/contract/) runs both back ends on their defaults, so a drift between them fails it.
 * Not modelled: the per-IP and per-fingerprint SMS limits, the per-phone hourly and daily counts,
 * the lock after failures, access-token expiry and the session's maximum age.
 */
export interface MemoryLimits {
  /** SMS_MIN_INTERVAL_SECONDS: a phone gets at most one SMS (code or recovery link) per interval. */
  smsMinIntervalMs: number;
  /** SMS_CODE_TTL_SECONDS. */
  smsCodeTtlMs: number;
  /** SMS_CODE_MAX_ATTEMPTS: guesses of one code; then even the right code is WRONG_CODE. */
  smsCodeMaxAttempts: number;
  /** REFRESH_GRACE_SECONDS: a rotated refresh token presented again within it gets the same child. */
  refreshGraceMs: number;
  /** RECOVERY_REQUESTS_PER_WINDOW within RECOVERY_WINDOW_SECONDS, then BAD_COUNT. */
  recoveryRequestsPerWindow: number;
  recoveryWindowMs: number;
}

export const DEFAULT_MEMORY_LIMITS: Readonly<MemoryLimits> = Object.freeze({
  smsMinIntervalMs: 60_000,
  smsCodeTtlMs: 5 * 60_000,
  smsCodeMaxAttempts: 3,
  refreshGraceMs: 10_000,
  recoveryRequestsPerWindow: 3,
  recoveryWindowMs: PASSWORD_RECOVERY_COOLOFF_MS,
});
