import { FetchError } from 'ofetch';
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
 * an answer with `{ message: 'CODE' }` → ApiError(CODE, status); no answer at all → NETWORK_ERROR (status 0);
 * any other answer → UNKNOWN_ERROR with its status. Errors that already follow the contract pass through.
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
  return new ApiError(code ?? 'UNKNOWN_ERROR', response.status, { cause: error });
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) {
    return undefined;
  }
  const message = (data as { message: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
