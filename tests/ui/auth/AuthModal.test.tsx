// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { expectAnnounced } from './announced.ts';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

describe('auth modal (portal §2, §4)', () => {
  it('opens on the page ?modal names, at 480 px', async () => {
    await renderApp('/brands?modal=registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    expect(dialog.style.maxWidth).toBe('480px');
    // The registration form, its button disabled until the form is complete.
    expect(
      (await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Зарегистрироваться' })).disabled,
    ).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Регистрация' }).getAttribute('aria-current')).toBe('page');
  });

  it('the tabs write the page into the address', async () => {
    const app = await renderApp('/brands?modal=registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вход' }));
    await waitFor(() => expect(app.href()).toBe('/brands?modal=authorization'));
    const login = await screen.findByRole('dialog', { name: 'Вход' });
    expect(within(login).getByRole('button', { name: 'Вход' }).getAttribute('aria-current')).toBe('page');
    expect((await within(login).findByRole<HTMLButtonElement>('button', { name: 'Войти по СМС' })).disabled).toBe(true);
  });

  it('shows the forgot-password page with its title and text', async () => {
    await renderApp('/?modal=forgot');
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    const lead = await within(dialog).findByText('Для подтверждения личности введите номер телефона');
    const button = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Восстановить доступ' });
    expect(lead.closest('form')).toBe(button.form);
    expect(button.disabled).toBe(true);
  });

  it('closing removes modal from the address and keeps the rest', async () => {
    const app = await renderApp('/brands?category=3&modal=authorization');
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(app.href()).toBe('/brands?category=3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open for a signed-in user, and the parameter goes away', async () => {
    const app = await renderApp('/brands?modal=authorization', { user: shopper() });
    await waitFor(() => expect(app.href()).toBe('/brands'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the login button disabled until the captcha is solved and the phone has 11 digits', async () => {
    await renderApp('/?modal=authorization');
    const button = await screen.findByRole('button', { name: 'Войти по СМС' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("hides 'Вход' while the registration's SMS code step shows", async () => {
    await renderApp('/?modal=registration', {
      api: { register: async () => ({ token: 'register-token', resendAfterSeconds: 60 }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    // The form is a lazy chunk: the dialog can be there a moment before its fields.
    const phone = await within(dialog).findByLabelText('Телефон');
    await act(async () => {
      fireEvent.input(phone, { target: { value: '9991234567' } });
    });
    fireEvent.change(within(dialog).getByLabelText('Имя'), { target: { value: 'Анна' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Мужской' }));
    await within(dialog).findByRole('button', { name: 'Открыть календарь' });
    await act(async () => {
      fireEvent.input(within(dialog).getByLabelText('Дата рождения'), { target: { value: '01.02.2000' } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Я принимаю/ }));
    const tabs = () =>
      within(within(dialog).getByRole('navigation', { name: 'Вход или регистрация' })).getAllByRole('button');
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-current')])).toEqual([
      ['Регистрация', 'page'],
      ['Вход', null],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    const code = await within(dialog).findByLabelText<HTMLInputElement>('Код из СМС');
    expect(code.maxLength).toBe(4);
    expect(within(dialog).queryByRole('button', { name: 'Вход' })).toBeNull();
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-current')])).toEqual([['Регистрация', 'page']]);
  });

  it('leaves the social one-tap button out until the widget kit arrives', async () => {
    await renderApp('/?modal=registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await within(dialog).findByRole('button', { name: 'Зарегистрироваться' });
    expect(within(dialog).queryByRole('button', { name: /ВКонтакте|VK|один тап/i })).toBeNull();
  });

  it('an unknown phone at SMS login says it is not registered and offers registration with the phone filled in', async () => {
    const app = await renderApp('/?modal=authorization', {
      api: {
        login: async () => {
          throw new ApiError('USER_NOT_FOUND', 404);
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await act(async () => {
      fireEvent.input(await within(dialog).findByLabelText('Телефон'), { target: { value: '9991234567' } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Войти по СМС' }));
    await expectAnnounced('Номер +7 999 123-45-67 не зарегистрирован', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться с этим номером' }));
    await waitFor(() => expect(app.href()).toBe('/?modal=registration'));
    const registration = await screen.findByRole('dialog', { name: 'Регистрация' });
    await within(registration).findByRole('button', { name: 'Зарегистрироваться' });
    expect((within(registration).getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 999 123 45 67');
  });
});
