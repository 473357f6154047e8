/**
 * The one vocabulary of failures shared by the server, the adapters and the portal: every code the API
 * answers in its error envelope `{ message: CODE }` (docs/api.md «Errors»), each with the only status it
 * is sent with. Portal §8 names USER_BLOCKED, BAD_COUNT, BAD_CAPTCHA, USER_ALREADY_EXISTS and
 * USER_UNDER_14_YEARS_OLD; the rest are ours. A code outside this table does not compile in the server's
 * `fail()`, in `ApiError` or in a message table.
 */
export const API_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  BAD_CAPTCHA: 400,
  WRONG_CODE: 400,
  INVALID_TOKEN: 400,
  REDIRECT_URI_NOT_ALLOWED: 400,
  STATE_UNKNOWN: 400,
  STATE_USED: 400,
  STATE_EXPIRED: 400,
  STATE_FINGERPRINT_MISMATCH: 400,
  STATE_REDIRECT_MISMATCH: 400,
  STATE_BROWSER_MISMATCH: 400,
  STATE_PAGE_MISMATCH: 400,
  PROVIDER_REFUSED: 400,
  UNAUTHORIZED: 401,
  WRONG_CREDENTIALS: 401,
  INVALID_REFRESH: 401,
  FORBIDDEN: 403,
  USER_BLOCKED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  SOCIAL_SIGN_IN_OFF: 404,
  USER_ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  HOST_NOT_SERVED: 421,
  DEV_HOST_NOT_LOCAL: 421,
  USER_UNDER_14_YEARS_OLD: 422,
  PROFILE_INCOMPLETE: 422,
  PHONE_REQUIRED: 422,
  PROVIDER_TIMEOUT: 424,
  PROVIDER_UNAVAILABLE: 424,
  PROVIDER_BAD_ANSWER: 424,
  TOO_MANY_REQUESTS: 429,
  PHONE_LOCKED: 429,
  BAD_COUNT: 429,
  INTERNAL_ERROR: 500,
  SMS_NOT_SENT: 502,
  OVERLOADED: 503,
} as const;

/** A code the API answers with. */
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The HTTP status that goes with `Code`: the server's `fail()` and the in-memory back end cannot pair them otherwise. */
export type ApiErrorStatus<Code extends ApiErrorCode> = (typeof API_ERROR_STATUS)[Code];

/**
 * The client's own failures, never sent by the server: no answer at all (NETWORK_ERROR) or an answer that
 * is not the envelope of a known code (UNKNOWN_ERROR).
 */
type TransportErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/** What an `ApiError` carries: a code of the API or of the transport. */
export type ErrorCode = ApiErrorCode | TransportErrorCode;

/** True for a code the API answers with; an answer's `message` is read through this, never trusted as is. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);
}
