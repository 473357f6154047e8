import { describe, expect, it } from 'vitest';
import { AGE_UNDER_14_MESSAGE, messageFor, messages } from '../../../core/domain/messages.ts';

describe('Error catalogue (§8), verbatim', () => {
  it('SMS login request', () => {
    expect(messageFor('smsLogin', 'USER_BLOCKED')).toBe('Пользователь заблокирован');
    expect(messageFor('smsLogin', 'INTERNAL_ERROR')).toBe('Произошла ошибка при входе');
  });

  it('wrong SMS code, in login and in registration', () => {
    expect(messageFor('smsLogin', 'WRONG_CODE')).toBe('Код неверный, попробуйте ещё раз');
    expect(messageFor('registration', 'WRONG_CODE')).toBe('Код неверный, попробуйте ещё раз');
  });

  it('forgot password', () => {
    expect(messageFor('forgotPassword', 'BAD_COUNT')).toBe(
      'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут',
    );
    expect(messageFor('forgotPassword', 'BAD_CAPTCHA')).toBe('Неверно выполнена captcha');
    expect(messageFor('forgotPassword', 'INTERNAL_ERROR')).toBe('Произошла ошибка при восстановлении');
  });

  it('password reset success', () => {
    expect(messages.resetPassword.success).toBe('Пароль сброшен, теперь перейдите по ссылке в sms');
  });

  it('registration', () => {
    expect(messageFor('registration', 'USER_ALREADY_EXISTS')).toBe('Пользователь с таким номером уже существует');
    expect(messageFor('registration', 'USER_UNDER_14_YEARS_OLD')).toBe('Ваш возраст должен быть более 14 лет');
    expect(messageFor('registration', 'INTERNAL_ERROR')).toBe('Произошла ошибка при регистрации');
  });

  it('age under 14 in the form', () => {
    expect(AGE_UNDER_14_MESSAGE).toBe('Ваш возраст должен быть более 14 лет');
  });
});

describe('Each flow falls back to its own message', () => {
  it.each([
    ['smsLogin', 'Произошла ошибка при входе'],
    ['forgotPassword', 'Произошла ошибка при восстановлении'],
    ['registration', 'Произошла ошибка при регистрации'],
  ] as const)('%s: a code without a message, no code, network failure, an unreadable answer', (flow, fallback) => {
    expect(messageFor(flow, 'TOO_MANY_REQUESTS')).toBe(fallback);
    expect(messageFor(flow, undefined)).toBe(fallback);
    expect(messageFor(flow, 'NETWORK_ERROR')).toBe(fallback);
    expect(messageFor(flow, 'UNKNOWN_ERROR')).toBe(fallback);
  });

  it('a code belongs to its flow only', () => {
    expect(messageFor('smsLogin', 'BAD_CAPTCHA')).toBe('Произошла ошибка при входе');
    expect(messageFor('forgotPassword', 'USER_BLOCKED')).toBe('Произошла ошибка при восстановлении');
    expect(messageFor('registration', 'BAD_COUNT')).toBe('Произошла ошибка при регистрации');
    expect(messageFor('forgotPassword', 'WRONG_CODE')).toBe('Произошла ошибка при восстановлении');
  });
});
