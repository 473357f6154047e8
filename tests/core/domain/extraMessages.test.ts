import { describe, expect, it } from 'vitest';
import { extraMessageFor, extraMessages } from '../../../core/domain/extraMessages.ts';

describe('messages the spec does not give', () => {
  it.each([
    ['USER_BLOCKED', 'Пользователь заблокирован'],
    ['WRONG_CREDENTIALS', 'Неверный телефон или пароль'],
    ['WRONG_PASSWORD', 'Неверный телефон или пароль'],
    ['SOMETHING_ELSE', 'Произошла ошибка при входе'],
    [undefined, 'Произошла ошибка при входе'],
  ])('password login: %s → «%s»', (code, message) => {
    expect(extraMessageFor('passwordLogin', code)).toBe(message);
  });

  it('reset password falls back to asking for a new link', () => {
    expect(extraMessageFor('resetPassword', 'TOKEN_EXPIRED')).toBe('Не удалось сбросить пароль, запросите ссылку ещё раз');
  });

  it.each(['constructor', 'toString', '__proto__', 'fallback'])('never answers with an inherited member for %s', (code) => {
    expect(extraMessageFor('passwordLogin', code)).toBe(extraMessages.passwordLogin.fallback);
  });
});
