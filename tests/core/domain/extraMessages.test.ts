import { describe, expect, it } from 'vitest';
import { extraMessageFor } from '../../../core/domain/extraMessages.ts';

describe('messages the spec does not give', () => {
  it.each([
    ['USER_BLOCKED', 'Пользователь заблокирован'],
    ['WRONG_CREDENTIALS', 'Неверный телефон или пароль'],
    ['BAD_CAPTCHA', 'Произошла ошибка при входе'],
    [undefined, 'Произошла ошибка при входе'],
  ] as const)('password login: %s → «%s»', (code, message) => {
    expect(extraMessageFor('passwordLogin', code)).toBe(message);
  });

  it('reset password falls back to asking for a new link', () => {
    expect(extraMessageFor('resetPassword', 'INVALID_TOKEN')).toBe(
      'Не удалось сбросить пароль, запросите ссылку ещё раз',
    );
  });
});
