// @vitest-environment jsdom
/**
 * The SMS code step on screen is never a dead end (issue 19): the countdown the server announced, then
 * «Отправить код ещё раз» with a fresh captcha; «Изменить номер» back to the form with the number kept; each
 * refusal in words with its wait. The waits here are a second or two of real time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../core/errors.ts';
import type { LoginRequest, RegisterRequest, SmsCodeSent } from '../../../core/ports/index.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { expectAnnounced } from './announced.ts';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

async function typeInto(label: string, value: string) {
  await act(async () => {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  });
}

function resendButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Отправить код ещё раз' });
}

/** Answers each call with the next of `answers` (an answer, or an error to reject with). */
function answering<Request>(answers: (SmsCodeSent | Error)[]) {
  return vi.fn(async (_request: Request): Promise<SmsCodeSent> => {
    const next = answers.shift();
    if (next === undefined || next instanceof Error) {
      throw next ?? new Error('no answer left');
    }
    return next;
  });
}

async function requestLoginCode() {
  await typeInto('Телефон', '9991234567');
  fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
  fireEvent.click(screen.getByRole('button', { name: 'Войти по СМС' }));
  return screen.findByLabelText<HTMLInputElement>('Код из СМС');
}

describe('SMS login: the code step', () => {
  it('counts the server’s wait down, then offers «Отправить код ещё раз» with a fresh captcha', async () => {
    const login = answering<LoginRequest>([
      { token: 'request-1', resendAfterSeconds: 2 },
      { token: 'request-2', resendAfterSeconds: 60 },
    ]);
    await renderApp('/login', { api: { login } });
    await requestLoginCode();
    expect(screen.getByText('Новый код можно запросить через 2 секунды')).toBeDefined();
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().getAttribute('aria-describedby')).toBe(
      screen.getByText('Новый код можно запросить через 2 секунды').id,
    );
    expect(await screen.findByText('Новый код можно запросить через 1 секунду', {}, { timeout: 3000 })).toBeDefined();

    const captchaLine = await screen.findByText(
      'Чтобы получить новый код, подтвердите, что вы не робот',
      {},
      { timeout: 3000 },
    );
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByTestId('captcha').dataset.resets).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    expect(resendButton().disabled).toBe(false);
    expect(captchaLine.id).toBe(resendButton().getAttribute('aria-describedby'));
    fireEvent.click(resendButton());

    await expectAnnounced('Мы отправили новый код');
    expect(login).toHaveBeenCalledTimes(2);
    expect(login.mock.calls[1]?.[0]).toEqual({ ...login.mock.calls[0]?.[0], token: 'captcha-1' });
    expect(screen.getByText('Новый код можно запросить через 1 минуту')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Код из СМС').value).toBe('');
  });

  it('says why a resend was refused, with the wait, and counts that wait down', async () => {
    const refusal = new ApiError('TOO_MANY_REQUESTS', 429, {
      details: { limit: 'phoneHour', retryAfterSeconds: 17 * 60 },
    });
    const login = answering<LoginRequest>([{ token: 'request-1', resendAfterSeconds: 0 }, refusal]);
    await renderApp('/login', { api: { login } });
    await requestLoginCode();
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(resendButton());
    await expectAnnounced('Слишком много запросов кода за час. Попробуйте через 17 минут.');
    expect(screen.getByText('Новый код можно запросить через 17 минут')).toBeDefined();
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Код из СМС').disabled).toBe(false);
  });

  it('says how long to wait when the first request is too soon', async () => {
    const login = answering<LoginRequest>([
      new ApiError('TOO_MANY_REQUESTS', 429, { details: { limit: 'phoneInterval', retryAfterSeconds: 42 } }),
    ]);
    await renderApp('/login', { api: { login } });
    await typeInto('Телефон', '9991234567');
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(screen.getByRole('button', { name: 'Войти по СМС' }));
    await expectAnnounced('Новый код можно запросить через 42 секунды');
  });

  it('«Изменить номер» goes back to the phone form with the number kept and a new captcha', async () => {
    const login = answering<LoginRequest>([{ token: 'request-1', resendAfterSeconds: 60 }]);
    await renderApp('/login', { api: { login } });
    const codeField = await requestLoginCode();
    fireEvent.change(codeField, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить номер' }));

    const phone = await screen.findByLabelText<HTMLInputElement>('Телефон');
    expect(phone.value.replace(/\D/g, '')).toBe('79991234567');
    expect(screen.queryByLabelText('Код из СМС')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Войти по СМС' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Войти по СМС' }).disabled).toBe(false);
  });
});

describe('Registration: the code step', () => {
  async function fillAndRegister() {
    await typeInto('Телефон', '9991234567');
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Анна' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Женский' }));
    await screen.findByRole('button', { name: 'Открыть календарь' });
    await typeInto('Дата рождения', '01.02.2000');
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    return screen.findByLabelText<HTMLInputElement>('Код из СМС');
  }

  it('resends the same registration with a fresh captcha, and «Изменить номер» keeps every field', async () => {
    const register = answering<RegisterRequest>([
      { token: 'register-1', resendAfterSeconds: 0 },
      { token: 'register-2', resendAfterSeconds: 60 },
    ]);
    await renderApp('/registration', { api: { register, registerSmsCode: async () => shopper() } });
    await fillAndRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    fireEvent.click(resendButton());
    await expectAnnounced('Мы отправили новый код');
    expect(register.mock.calls[1]?.[0]).toEqual({ ...register.mock.calls[0]?.[0], token: 'captcha-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Изменить номер' }));
    await waitFor(() => expect(screen.queryByLabelText('Код из СМС')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value.replace(/\D/g, '')).toBe('79991234567');
    expect(screen.getByLabelText<HTMLInputElement>('Имя').value).toBe('Анна');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Женский' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Я принимаю/ }).checked).toBe(true);
  });
});
