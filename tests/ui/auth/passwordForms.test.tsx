// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ErrorCode } from '../../../core/domain/errorCodes.ts';
import { ApiError } from '../../../core/errors.ts';
import { messages } from '../../../core/domain/messages.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { expectAnnounced } from './announced.ts';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

async function fillPhoneAndCaptcha(scope: HTMLElement) {
  await act(async () => {
    fireEvent.input(within(scope).getByLabelText('Телефон'), { target: { value: '9991234567' } });
  });
  fireEvent.click(within(scope).getByRole('button', { name: 'Я не робот' }));
}

function failing(code: ErrorCode) {
  return async () => {
    throw new ApiError(code, 400);
  };
}

describe('Forgot password (portal §2, §4, §8)', () => {
  it("shows 'Восстановление пароля', the text and 'Восстановить доступ', enabled only with a solved captcha and 11 digits", async () => {
    await renderApp('/forgot-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Восстановление пароля');
    // The text leads the form: above the phone field, in the form of 'Восстановить доступ'.
    const lead = screen.getByText('Для подтверждения личности введите номер телефона');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Восстановить доступ' });
    expect(lead.closest('form')).toBe(button.form);
    expect(lead.compareDocumentPosition(screen.getByLabelText('Телефон')) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(button.disabled).toBe(true);
    await fillPhoneAndCaptcha(document.body);
    expect(button.disabled).toBe(false);
  });

  it.each([
    ['BAD_COUNT', 'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут'],
    ['BAD_CAPTCHA', 'Неверно выполнена captcha'],
    ['NETWORK_ERROR', 'Произошла ошибка при восстановлении'],
  ] as const)('announces the %s message and asks the captcha again', async (code, message) => {
    await renderApp('/forgot-password', { api: { forgotPassword: failing(code) } });
    await fillPhoneAndCaptcha(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить доступ' }));
    await expectAnnounced(message);
    expect(screen.getByTestId('captcha').dataset.resets).toBe('1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Восстановить доступ' }).disabled).toBe(true);
  });

  it('on its own page, shows the success message in place of the form', async () => {
    const forgotPassword = vi.fn(async () => {});
    await renderApp('/forgot-password', { api: { forgotPassword } });
    await fillPhoneAndCaptcha(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить доступ' }));
    await expectAnnounced(messages.resetPassword.success);
    expect(forgotPassword).toHaveBeenCalledWith({ login: '79991234567', token: 'captcha-0' });
    expect(screen.queryByRole('button', { name: 'Восстановить доступ' })).toBeNull();
  });

  it('in the auth modal, success opens the login form with the success message', async () => {
    const app = await renderApp('/reset-password?modal=forgot', { api: { forgotPassword: async () => {} } });
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    await fillPhoneAndCaptcha(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Восстановить доступ' }));
    await waitFor(() => expect(app.href()).toBe('/reset-password?modal=authorization'));
    const login = await screen.findByRole('dialog', { name: 'Вход' });
    // A fresh login form: its captcha is not solved yet, so 'Войти по СМС' waits for it.
    expect((await within(login).findByRole<HTMLButtonElement>('button', { name: 'Войти по СМС' })).disabled).toBe(true);
    await expectAnnounced(messages.resetPassword.success);
  });
});

describe('Login with password (/auth)', () => {
  it('needs phone, password and captcha; a wrong password is announced', async () => {
    await renderApp('/auth', { api: { passwordLogin: failing('WRONG_CREDENTIALS') } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Войти' });
    await fillPhoneAndCaptcha(document.body);
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-1' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await expectAnnounced('Неверный телефон или пароль');
  });

  it('opens the personal cabinet on success', async () => {
    const app = await renderApp('/auth', { api: { passwordLogin: async () => shopper() } });
    await fillPhoneAndCaptcha(document.body);
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.navigator.cabinetOpens).toBe(1));
  });

  it('shows and hides the password', async () => {
    await renderApp('/auth');
    const password = screen.getByLabelText<HTMLInputElement>('Пароль');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password.type).toBe('password');
  });

  it('links to the SMS login and the forgotten password', async () => {
    await renderApp('/auth');
    expect(screen.getByRole('link', { name: 'Войти по СМС' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('Reset password (/reset-password?t=…)', () => {
  it("sets the new password for the link's token, says it is changed and offers sign-in", async () => {
    const resetPassword = vi.fn(async () => {});
    await renderApp('/reset-password?t=link-token', { api: { resetPassword } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Сохранить пароль' });
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'new-secre' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'new-secret' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await expectAnnounced('Пароль изменён. Теперь войдите с новым паролем');
    expect(screen.queryByText('Пароль сброшен, теперь перейдите по ссылке в sms')).toBeNull();
    expect(screen.getByRole('link', { name: 'Войти с новым паролем' }).getAttribute('href')).toBe('/auth');
    expect(resetPassword).toHaveBeenCalledWith({ password: 'new-secret', token: 'link-token' });
  });

  it('turns a link without a token away and offers a new link', async () => {
    await renderApp('/reset-password');
    await expectAnnounced('Не удалось сбросить пароль, запросите ссылку ещё раз');
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe('/forgot-password');
  });
});
