// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAME_MESSAGE } from '../../../core/domain/name.ts';
import { ApiError } from '../../../core/errors.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import type { RegisterRequest } from '../../../core/ports/index.ts';
import { renderApp, shopper } from '../renderApp.tsx';
import { expectAnnounced } from './announced.ts';

vi.mock('../../../ui/auth/AltchaWidget.tsx', () => import('./fakeCaptcha.tsx'));

afterEach(cleanup);

// renderApp's clock stands at 15 January 2025: 15.01.2011 is the last birthday of a 14-year-old.
const FOURTEEN_TODAY = '15.01.2011';
const FOURTEEN_TOMORROW = '16.01.2011';

interface Filled {
  phone: string;
  name: string;
  gender: boolean;
  birthDate: string;
  captcha: boolean;
  policy: boolean;
}

const COMPLETE: Filled = {
  phone: '9991234567',
  name: 'Анна',
  gender: true,
  birthDate: '01.02.2000',
  captcha: true,
  policy: true,
};

async function input(label: string, value: string) {
  await act(async () => {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  });
}

async function fill(form: Filled) {
  await input('Телефон', form.phone);
  fireEvent.change(screen.getByLabelText('Имя'), { target: { value: form.name } });
  if (form.gender) {
    fireEvent.click(screen.getByRole('radio', { name: 'Женский' }));
  }
  await screen.findByRole('button', { name: 'Открыть календарь' });
  await input('Дата рождения', form.birthDate);
  if (form.captcha) {
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
  }
  if (form.policy) {
    fireEvent.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
  }
}

function submitButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Зарегистрироваться' });
}

function registrationApi(
  extra: { registerSmsCode?: (request: { code: string; token: string }) => Promise<AuthUser> } = {},
) {
  const register = vi.fn(async (_request: RegisterRequest) => ({ token: 'register-token', resendAfterSeconds: 60 }));
  return { register, registerSmsCode: extra.registerSmsCode ?? (async () => shopper()) };
}

describe('Registration form (portal §2, §5): the register button', () => {
  it('shows phone, name, gender, birth date, captcha, the policy box with its two links, and the button', async () => {
    await renderApp('/registration');
    await screen.findByRole('button', { name: 'Открыть календарь' });
    const phone = screen.getByLabelText<HTMLInputElement>('Телефон');
    expect([phone.type, phone.placeholder, phone.value]).toEqual(['tel', '+7 999 999 99 99', '']);
    const name = screen.getByLabelText<HTMLInputElement>('Имя');
    expect([name.required, name.value]).toEqual([true, '']);
    // Gender is required and nothing is chosen for the shopper: 'Мужской' and 'Женский', in that order.
    const genders = within(screen.getByRole('group', { name: 'Пол' })).getAllByRole<HTMLInputElement>('radio');
    expect(genders.map((radio) => [radio.labels?.[0]?.textContent, radio.required, radio.checked])).toEqual([
      ['Мужской', true, false],
      ['Женский', true, false],
    ]);
    const birthDate = screen.getByLabelText<HTMLInputElement>('Дата рождения');
    expect([birthDate.required, birthDate.value]).toEqual([true, '']);
    const captcha = screen.getByRole('button', { name: 'Я не робот' });
    const policy = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Я принимаю политику конфиденциальности и правила использования',
    });
    expect(policy.checked).toBe(false);
    // In the spec's order: phone, name, gender, birth date, captcha, policy box, button.
    const all = Array.from(document.querySelectorAll('*'));
    const positions = [phone, name, genders[0]!, birthDate, captcha, policy, submitButton()].map((element) =>
      all.indexOf(element),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // A fresh start configures no documents: the box names them without links to hosts that do not exist.
    expect(within(policy.parentElement as HTMLElement).queryAllByRole('link')).toEqual([]);
    expect(submitButton().disabled).toBe(true);
  });

  it('links the policy box to the configured documents (VITE_PRIVACY_POLICY_URL, VITE_USER_AGREEMENT_URL)', async () => {
    const links = { privacyPolicy: 'https://docs.example.ru/privacy', userAgreement: 'https://docs.example.ru/rules' };
    await renderApp('/registration', { links });
    const policy = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Я принимаю политику конфиденциальности и правила использования',
    });
    const label = policy.parentElement as HTMLElement;
    expect(within(label).getByRole('link', { name: 'политику конфиденциальности' }).getAttribute('href')).toBe(
      links.privacyPolicy,
    );
    expect(within(label).getByRole('link', { name: 'правила использования' }).getAttribute('href')).toBe(
      links.userAgreement,
    );
  });

  it('is enabled once everything is filled in', async () => {
    await renderApp('/registration');
    await fill(COMPLETE);
    expect(submitButton().disabled).toBe(false);
  });

  it.each([
    ['the policy box is not ticked', { policy: false }],
    ['the captcha is not solved', { captcha: false }],
    ['the phone has 10 digits', { phone: '999123456' }],
    ['the name has no letters', { name: '123' }],
    ['no gender is chosen', { gender: false }],
    ['the birth date is not a whole date', { birthDate: '01.02.20' }],
    ['the age error shows', { birthDate: FOURTEEN_TOMORROW }],
  ] as const)('stays disabled while %s', async (_case, change: Partial<Filled>) => {
    await renderApp('/registration');
    await fill({ ...COMPLETE, ...change });
    expect(submitButton().disabled).toBe(true);
  });

  it('is disabled again when the captcha expires or the policy box is unticked', async () => {
    await renderApp('/registration');
    await fill(COMPLETE);
    fireEvent.click(screen.getByRole('button', { name: 'Капча истекла' }));
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Я не робот' }));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
    expect(submitButton().disabled).toBe(true);
  });

  it('keeps the name as typed, hyphen and all, and says what it cannot hold instead of stripping it (issue 30 §5)', async () => {
    await renderApp('/registration');
    const name = screen.getByLabelText<HTMLInputElement>('Имя');
    fireEvent.change(name, { target: { value: 'Анна-Мария' } });
    expect(name.value).toBe('Анна-Мария');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: 'Анна-Мария 2' } });
    expect(name.value).toBe('Анна-Мария 2');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(NAME_MESSAGE);
  });
});

describe("Registration form: the age check 'Ваш возраст должен быть более 14 лет'", () => {
  it('shows the message under the birth date for someone under 14, linked to the field', async () => {
    await renderApp('/registration');
    await fill({ ...COMPLETE, birthDate: FOURTEEN_TOMORROW });
    const field = screen.getByLabelText('Дата рождения');
    const message = screen.getByText('Ваш возраст должен быть более 14 лет');
    expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the message for someone who turns 14 today', async () => {
    await renderApp('/registration');
    await fill({ ...COMPLETE, birthDate: FOURTEEN_TOMORROW });
    await input('Дата рождения', FOURTEEN_TODAY);
    expect(screen.queryByText('Ваш возраст должен быть более 14 лет')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });
});

describe('Registration form: the SMS code step (portal §4)', () => {
  it('sends the form, then shows the code field instead of it', async () => {
    const api = registrationApi();
    await renderApp('/registration', { api });
    await fill(COMPLETE);
    fireEvent.click(submitButton());
    const code = await screen.findByLabelText('Код из СМС');
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '79991234567',
        name: 'Анна',
        gender: 'женский',
        birthday: Date.UTC(2000, 1, 1) / 1000,
        token: 'captcha-0',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
    // The line naming the number describes the code field.
    const described = (code.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    // The portal's one spelling of a phone (core formatPhone), not the mask's (issue 31 §7).
    expect(described).toContain('Мы отправили СМС с кодом на номер +7 999 123-45-67');
    expect(document.activeElement).toBe(code);
  });

  it("clears the field after a wrong code, shows 'Код неверный, попробуйте ещё раз', then signs in with the right one", async () => {
    const registerSmsCode = vi.fn(async ({ code }: { code: string; token: string }) => {
      if (code !== '4321') {
        throw new ApiError('WRONG_CODE', 400);
      }
      return shopper();
    });
    const app = await renderApp('/registration', { api: registrationApi({ registerSmsCode }) });
    await fill(COMPLETE);
    fireEvent.click(submitButton());
    const code = await screen.findByLabelText<HTMLInputElement>('Код из СМС');
    fireEvent.change(code, { target: { value: '1234' } });
    await expectAnnounced('Код неверный, попробуйте ещё раз');
    expect(code.value).toBe('');
    expect(code.disabled).toBe(false);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '4321' } });
    await waitFor(() => expect(app.navigator.reloads).toBe(1));
    expect(app.navigator.visited).toEqual(['/brands?welcome=1']);
    expect(registerSmsCode).toHaveBeenLastCalledWith({ code: '4321', token: 'register-token' });
  });

  it("shows 'Пользователь с таким номером уже существует' and asks the captcha again", async () => {
    const register = vi.fn(async () => {
      throw new ApiError('USER_ALREADY_EXISTS', 409);
    });
    await renderApp('/registration', { api: { register } });
    await fill(COMPLETE);
    fireEvent.click(submitButton());
    await expectAnnounced('Пользователь с таким номером уже существует');
    expect(screen.getByTestId('captcha').dataset.resets).toBe('1');
    expect(submitButton().disabled).toBe(true);
  });
});
