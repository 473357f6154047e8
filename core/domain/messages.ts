/**
 * Every user-facing message of portal §8, verbatim, keyed by flow and by the server's error code.
 * Components and machines read messages from here only.
 */

export const AGE_UNDER_14_MESSAGE = 'Ваш возраст должен быть более 14 лет';

export const messages = {
  smsLogin: {
    USER_BLOCKED: 'Пользователь заблокирован',
    WRONG_CODE: 'Код неверный, попробуйте ещё раз',
    fallback: 'Произошла ошибка при входе',
  },
  forgotPassword: {
    BAD_COUNT: 'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут',
    BAD_CAPTCHA: 'Неверно выполнена captcha',
    fallback: 'Произошла ошибка при восстановлении',
  },
  resetPassword: {
    success: 'Пароль сброшен, теперь перейдите по ссылке в sms',
  },
  registration: {
    USER_ALREADY_EXISTS: 'Пользователь с таким номером уже существует',
    USER_UNDER_14_YEARS_OLD: AGE_UNDER_14_MESSAGE,
    WRONG_CODE: 'Код неверный, попробуйте ещё раз',
    fallback: 'Произошла ошибка при регистрации',
  },
} as const;

export type MessageFlow = keyof typeof messages;

/**
 * The message to show for a failure of `flow` with the server's `code`;
 * the flow's fallback when the code has no message of its own.
 */
export function messageFor(flow: 'smsLogin' | 'forgotPassword' | 'registration', code: string | undefined): string {
  const table: Record<string, string> = messages[flow];
  // Only the table's own codes: 'toString' or '__proto__' from a hostile answer must not leak through.
  const own = code !== undefined && code !== 'fallback' && Object.hasOwn(table, code);
  return own ? table[code]! : table.fallback!;
}
