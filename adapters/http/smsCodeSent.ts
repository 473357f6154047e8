import { ApiError } from '../../core/errors.ts';
import type { SmsCodeSent } from '../../core/ports/api.ts';

/**
 * Reads the answer of a request that sent an SMS code (register, login, vk-phone): `{ token, resendAfterSeconds }`.
 * No token is UNKNOWN_ERROR. A missing or malformed wait reads as 0 (a server that does not say): the resend is
 * offered at once, and the server's refusal, if it comes, carries the real wait.
 */
export function smsCodeSentOf(answer: unknown): SmsCodeSent {
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const { token, resendAfterSeconds: wait } = record;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError('UNKNOWN_ERROR', 200);
  }
  const resendAfterSeconds = typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 0;
  return { token, resendAfterSeconds };
}
