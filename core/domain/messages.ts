/**
 * Every user-facing message of portal §8, verbatim, keyed by flow and by the server's error code.
 * Components and machines read messages from here only.
 */
import type { ErrorCode } from './errorCodes.ts';

/**
 * A flow's messages keyed by error code (only codes of the union: a misspelt key does not compile),
 * with the message for every code it does not name.
 */
export type CodeMessages = { readonly [Code in ErrorCode]?: string } & { readonly fallback: string };

/** The message of `code` in `table`, else the table's fallback. */
export function lookUpMessage(table: CodeMessages, code: ErrorCode | undefined): string {
  return (code === undefined ? undefined : table[code]) ?? table.fallback;
}

export const AGE_UNDER_14_MESSAGE = 'Ваш возраст должен быть более 14 лет';

export const messages = {
  smsLogin: {
    USER_BLOCKED: 'Пользователь заблокирован',
    WRONG_CODE: 'Код неверный, попробуйте ещё раз',
    fallback: 'Произошла ошибка при входе',
  } satisfies CodeMessages,
  forgotPassword: {
    BAD_COUNT: 'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут',
    BAD_CAPTCHA: 'Неверно выполнена captcha',
    fallback: 'Произошла ошибка при восстановлении',
  } satisfies CodeMessages,
  resetPassword: {
    success: 'Пароль сброшен, теперь перейдите по ссылке в sms',
  },
  registration: {
    USER_ALREADY_EXISTS: 'Пользователь с таким номером уже существует',
    USER_UNDER_14_YEARS_OLD: AGE_UNDER_14_MESSAGE,
    WRONG_CODE: 'Код неверный, попробуйте ещё раз',
    fallback: 'Произошла ошибка при регистрации',
  } satisfies CodeMessages,
} as const;

/**
 * A social sign-in's callback refused because the sign-in was begun in another browser (STATE_BROWSER_MISMATCH):
 * a link someone else made, or one opened in another browser. Nobody was signed in; the visitor may start again.
 */
export const SOCIAL_OTHER_BROWSER_MESSAGE = 'Вход начали в другом браузере. Войдите ещё раз.';

/**
 * A social sign-in's callback refused because this tab did not begin the sign-in (STATE_PAGE_MISMATCH): it was
 * begun in another tab, the tab's storage was cleared, or a page on another port of the portal's host planted
 * someone else's sign-in (issue 30). Nobody was signed in; the visitor may start again from this tab.
 */
export const SOCIAL_OTHER_PAGE_MESSAGE =
  'Вход начали не на этой вкладке, поэтому мы его не завершили. Войдите ещё раз.';

/**
 * The message to show for a failure of `flow` with the server's `code`;
 * the flow's fallback when the code has no message of its own.
 */
export function messageFor(flow: 'smsLogin' | 'forgotPassword' | 'registration', code: ErrorCode | undefined): string {
  return lookUpMessage(messages[flow], code);
}
