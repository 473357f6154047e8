/**
 * User-facing messages the spec does not give (portal §8 ends with «Other user-facing messages are not shown»).
 * Chosen by the project; kept apart from messages.ts, which holds only the spec's verbatim catalogue.
 */
import { ApiError } from '../errors.ts';
import type { ErrorCode } from './errorCodes.ts';
import { lookUpMessage, messageFor, messages, type CodeMessages } from './messages.ts';
import { formatPhone } from './phone.ts';
import { sendLimitMessage, sendLimitRefusal } from './smsLimits.ts';

/**
 * SMS login for a phone without an account (the server's USER_NOT_FOUND): says so, so the shopper is
 * not left waiting for a code that never comes; the form offers registration with that phone.
 */
export function unregisteredPhoneMessage(phone: string): string {
  return `Номер ${formatPhone(phone)} не зарегистрирован`;
}

export const extraMessages = {
  passwordLogin: {
    USER_BLOCKED: messages.smsLogin.USER_BLOCKED,
    WRONG_CREDENTIALS: 'Неверный телефон или пароль',
    fallback: messages.smsLogin.fallback,
  } satisfies CodeMessages,
  favourites: {
    addFailed: 'Не удалось добавить в избранное. Попробуйте ещё раз.',
    removeFailed: 'Не удалось убрать из избранного. Попробуйте ещё раз.',
  },
  resetPassword: {
    // §8's «Пароль сброшен, теперь перейдите по ссылке в sms» belongs to the recovery request: after a
    // completed reset there is no link left to follow, so this one says what happened and what is next.
    success: 'Пароль изменён. Теперь войдите с новым паролем',
    fallback: 'Не удалось сбросить пароль, запросите ссылку ещё раз',
  },
} as const;

/** The flows whose messages are looked up by error code. */
type CodeFlow = 'passwordLogin' | 'resetPassword';

/**
 * The message for a failure of `flow` with the server's `code`; the flow's fallback when the code
 * has no message of its own.
 */
export function extraMessageFor(flow: CodeFlow, code: ErrorCode | undefined): string {
  return lookUpMessage(extraMessages[flow], code);
}

/**
 * The message for a failed SMS request (the phone form's or the code step's resend) of `flow`: a refusal by an
 * SMS send limit in its own words with the wait (core/domain/smsLimits.ts), anything else by portal §8.
 */
export function smsRequestMessage(flow: 'smsLogin' | 'registration', error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const refusal = code === 'TOO_MANY_REQUESTS' && error instanceof ApiError ? sendLimitRefusal(error.details) : null;
  return refusal === null ? messageFor(flow, code) : sendLimitMessage(refusal);
}

/** The code step's own lines (core/machines/codeStep.ts). */
export const codeStepMessages = {
  /** After «Отправить код ещё раз» succeeded. */
  resent: 'Мы отправили новый код',
} as const;
