// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { expectAnnounced } from './announced.ts';
import { deferred, type Deferred } from '../../support/deferred.ts';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

// A bare page of this module's own, so the modal tests do not depend on a showcase screen.
const MODAL_URL = '/reset-password?modal=authorization';

async function typePhone(scope: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.input(within(scope).getByLabelText('Телефон'), { target: { value } });
  });
}

async function requestSms(scope: HTMLElement) {
  await typePhone(scope, '9991234567');
  fireEvent.click(within(scope).getByRole('button', { name: 'Я не робот' }));
  fireEvent.click(within(scope).getByRole('button', { name: 'Войти по СМС' }));
  return within(scope).findByLabelText<HTMLInputElement>('Код из СМС');
}

const loginApi = { login: async () => ({ token: 'login-token', resendAfterSeconds: 60 }) };

describe('Login form (portal §2, §5): the button', () => {
  it("keeps 'Войти по СМС' disabled until the captcha is solved and the phone has 11 digits", async () => {
    await renderApp('/login');
    const page = document.body;
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Войти по СМС' });
    await typePhone(page, '999123456');
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    expect(button.disabled).toBe(true);
    await typePhone(page, '9991234567');
    expect(button.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Капча истекла' }));
    expect(button.disabled).toBe(true);
  });

  it('links to the password login and to the forgotten password', async () => {
    await renderApp('/login');
    expect(screen.getByRole('link', { name: 'Войти с паролем' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it.each([
    ['USER_BLOCKED', 'Пользователь заблокирован'],
    ['INTERNAL_ERROR', 'Произошла ошибка при входе'],
  ] as const)('shows the message for a failed SMS request (%s) and asks the captcha again', async (code, message) => {
    await renderApp('/login', {
      api: {
        login: async () => {
          throw new ApiError(code, 400);
        },
      },
    });
    await typePhone(document.body, '9991234567');
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(screen.getByRole('button', { name: 'Войти по СМС' }));
    await expectAnnounced(message);
    expect(screen.getByTestId('captcha').dataset.resets).toBe('1');
  });
});

describe('Login in the auth modal: the SMS code step (portal §2, §4)', () => {
  it("hides the 'Вход' tab and the other ways in while the code field shows", async () => {
    await renderApp(MODAL_URL, { api: loginApi });
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    const tabs = () =>
      within(within(dialog).getByRole('navigation', { name: 'Вход или регистрация' })).getAllByRole('button');
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-current')])).toEqual([
      ['Регистрация', null],
      ['Вход', 'page'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Войти с паролем' }).getAttribute('href')).toBe('/auth');
    const code = await requestSms(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Вход' })).toBeNull();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Регистрация']);
    expect(within(dialog).queryByRole('button', { name: 'Войти по СМС' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Забыли пароль?' })).toBeNull();
    expect(code.maxLength).toBe(4);
    expect(document.activeElement).toBe(code);
  });

  it("sends the code by itself at 4 characters, locks the field meanwhile, clears it after a wrong code with 'Код неверный, попробуйте ещё раз'", async () => {
    const attempts: Deferred<AuthUser>[] = [];
    const authSmsCode = vi.fn(() => {
      const attempt = deferred<AuthUser>();
      attempts.push(attempt);
      return attempt.promise;
    });
    const app = await renderApp(MODAL_URL, { api: { ...loginApi, authSmsCode } });
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    const code = await requestSms(dialog);

    fireEvent.change(code, { target: { value: '123' } });
    expect(authSmsCode).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '1234' } });
    expect(authSmsCode).toHaveBeenCalledWith({ requestId: 'login-token', code: '1234' });
    expect(code.disabled).toBe(true);

    await act(async () => attempts[0]?.reject(new ApiError('WRONG_CODE', 400)));
    await expectAnnounced('Код неверный, попробуйте ещё раз');
    expect(code.value).toBe('');
    expect(code.disabled).toBe(false);
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('aria-describedby')).toContain(
      screen.getByText('Код неверный, попробуйте ещё раз').closest('[aria-live]')?.id,
    );

    fireEvent.change(code, { target: { value: '4321' } });
    await act(async () => attempts[1]?.resolve(shopper()));
    await waitFor(() => expect(app.navigator.reloads).toBe(1));
  });

  it("opens the forgot-password page from 'Забыли пароль?'", async () => {
    const app = await renderApp(MODAL_URL);
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Забыли пароль?' }));
    await waitFor(() => expect(app.href()).toBe('/reset-password?modal=forgot'));
    // The forgot-password form: its button waits for a solved captcha.
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Восстановить доступ' })).disabled).toBe(true);
  });
});

describe('/login: an unknown phone (USER_NOT_FOUND)', () => {
  it('says the number is not registered and opens /registration with the phone filled in, not in the address', async () => {
    const app = await renderApp('/login', {
      api: {
        login: async () => {
          throw new ApiError('USER_NOT_FOUND', 404);
        },
      },
    });
    const main = await screen.findByRole('main');
    await typePhone(main, '9991234567');
    fireEvent.click(within(main).getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(within(main).getByRole('button', { name: 'Войти по СМС' }));
    await expectAnnounced('Номер +7 999 123-45-67 не зарегистрирован', main);
    fireEvent.click(within(main).getByRole('button', { name: 'Зарегистрироваться с этим номером' }));
    await waitFor(() => expect(app.href()).toBe('/registration'));
    const phone = await screen.findByLabelText<HTMLInputElement>('Телефон');
    expect(phone.value).toBe('+7 999 123 45 67');
  });
});
