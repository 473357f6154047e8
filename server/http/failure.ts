import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode, ApiErrorStatus } from '../../core/domain/errorCodes.ts';

/** A failure the API reports to the client as `{ message: code, details? }`; the code is one of the core's union. */
export class HttpFailure extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor(status: ContentfulStatusCode, code: ApiErrorCode, details?: unknown) {
    super(code);
    this.name = 'HttpFailure';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * Throws the envelope failure; route handlers use it to stop with a client error. `code` must be one of
 * core/domain/errorCodes.ts and `status` the one that table gives it, or this does not compile.
 */
export function fail<Code extends ApiErrorCode>(status: ApiErrorStatus<Code>, code: Code, details?: unknown): never {
  throw new HttpFailure(status, code, details);
}

/** A refusal's wait (`details.retryAfterSeconds`, whole seconds), which the envelope repeats as `Retry-After`. */
function retryAfterSecondsOf(details: unknown): number | null {
  const wait =
    typeof details === 'object' && details !== null
      ? (details as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : undefined;
  return typeof wait === 'number' && Number.isSafeInteger(wait) && wait >= 0 ? wait : null;
}

/** The error envelope of every failure: never a stack trace, never a 5xx for bad input. */
export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof HttpFailure) {
    const body =
      error.details === undefined ? { message: error.code } : { message: error.code, details: error.details };
    const retryAfter = retryAfterSecondsOf(error.details);
    return retryAfter === null
      ? c.json(body, error.status)
      : c.json(body, error.status, { 'Retry-After': String(retryAfter) });
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code: ApiErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
    return c.json({ message: code }, status);
  }
  console.error('unhandled error', error);
  return c.json({ message: 'INTERNAL_ERROR' }, 500);
}

export function notFoundResponse(c: Context): Response {
  return c.json({ message: 'NOT_FOUND' }, 404);
}
