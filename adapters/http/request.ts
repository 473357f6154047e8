import { FetchError } from 'ofetch';
import { isApiErrorCode, type ApiErrorCode } from '../../core/domain/errorCodes.ts';
import { ApiError, MissingTokensError } from '../../core/errors.ts';

/**
 * Portal §7 «Handling of answers»: a 5xx answer is retried once after `delayMs`, then rethrown.
 * Client errors and transport failures are not retried: repeating them cannot change the outcome
 * the user sees, and a failed SMS request must not send a second SMS behind the user's back.
 */
export async function withServerRetry<T>(attempt: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isServerError(error)) {
      throw toApiError(error);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  try {
    return await attempt();
  } catch (error) {
    throw toApiError(error);
  }
}

function isServerError(error: unknown): boolean {
  const status = error instanceof FetchError ? error.response?.status : undefined;
  return status !== undefined && status >= 500 && status < 600;
}

/**
 * Maps whatever a call threw to the port's error contract:
 * an answer with `{ message: 'CODE', details? }` of a known code (core/domain/errorCodes.ts) → ApiError(CODE, status)
 * carrying the details;
 * no answer at all → NETWORK_ERROR (status 0); any other answer, a message outside the union included,
 * → UNKNOWN_ERROR with its status. Errors that already follow the contract pass through.
 */
export function toApiError(error: unknown): Error {
  if (error instanceof ApiError || error instanceof MissingTokensError) {
    return error;
  }
  if (!(error instanceof FetchError)) {
    return new ApiError('UNKNOWN_ERROR', 0, { cause: error });
  }
  const response = error.response;
  if (response === undefined) {
    return new ApiError('NETWORK_ERROR', 0, { cause: error });
  }
  const code = messageOf(error.data);
  if (code === undefined) {
    return new ApiError('UNKNOWN_ERROR', response.status, { cause: error });
  }
  return new ApiError(code, response.status, { cause: error, details: detailsOf(error.data) });
}

/** The envelope's `details` (a limit's name, the refused fields, PHONE_REQUIRED's token), when it has some. */
function detailsOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'details' in data
    ? (data as { details: unknown }).details
    : undefined;
}

function messageOf(data: unknown): ApiErrorCode | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) {
    return undefined;
  }
  const message = (data as { message: unknown }).message;
  return isApiErrorCode(message) ? message : undefined;
}
