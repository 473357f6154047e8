import type { ErrorCode } from './domain/errorCodes.ts';

/**
 * A failure the API reported. `code` is the server's `message` field (USER_BLOCKED, BAD_COUNT, …), one of
 * the closed union in core/domain/errorCodes.ts; transport failures use NETWORK_ERROR, and an answer
 * without a known code UNKNOWN_ERROR.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The answer's `details`, for the codes that carry some (PHONE_REQUIRED's token, a limit's name). */
  readonly details: unknown;

  constructor(code: ErrorCode, status: number, options?: { cause?: unknown; details?: unknown }) {
    super(code, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = options?.details;
  }
}

/** The server's error code of any thrown value, or undefined when it is not an API failure. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** Thrown when an auth answer or a token write lacks a token (portal §8). */
export const MISSING_TOKENS_MESSAGE = 'Not provided accessToken or refreshToken';

export class MissingTokensError extends Error {
  constructor() {
    super(MISSING_TOKENS_MESSAGE);
    this.name = 'MissingTokensError';
  }
}

/**
 * The signed-in session is over: the server refused to refresh it (revoked, expired, blocked user) or
 * nothing is stored to refresh. The tokens are already cleared when this is thrown.
 */
export class SessionEndedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The session has ended', options);
    this.name = 'SessionEndedError';
  }
}

/** Statuses with which the server refuses a session itself: malformed (400), INVALID_REFRESH (401), USER_BLOCKED (403). */
const SESSION_REFUSALS: ReadonlySet<number> = new Set([400, 401, 403]);

/**
 * The server said no to this session, as opposed to: it could not be asked (network, an aborted request
 * of a page being left, 5xx). Only a refusal may clear the stored tokens; anything else keeps them for
 * the next try, or a shopper would be signed out by a flaky network or by leaving a page mid-refresh.
 */
export function isSessionRefusal(error: unknown): boolean {
  if (error instanceof MissingTokensError) {
    return true;
  }
  return error instanceof ApiError && SESSION_REFUSALS.has(error.status);
}

/** Why the device gave no position: the shopper refused, it could not tell, it cannot at all, or it took too long. */
export type PositionFailure = 'denied' | 'unavailable' | 'unsupported' | 'timeout';

/** A `Geolocator` (core/ports/geolocation.ts) could not give the shopper's position; `reason` says why. */
export class PositionUnavailableError extends Error {
  readonly reason: PositionFailure;

  constructor(reason: PositionFailure, options?: { cause?: unknown }) {
    super(`position unavailable: ${reason}`, options);
    this.name = 'PositionUnavailableError';
    this.reason = reason;
  }
}

/** The reason of a failed `locate`: the error's own, else 'unavailable' (a position that did not come is not there). */
export function positionFailureOf(error: unknown): PositionFailure {
  return error instanceof PositionUnavailableError ? error.reason : 'unavailable';
}
