/**
 * Signing in, end to end (portal §4, §5, §8): registration, logout, SMS login with a wrong then the
 * right code, and password recovery up to BAD_COUNT. Real server, real database, the ALTCHA widget
 * solved in the page, codes read from the console SMS outbox.
 */
import {
  expect,
  fillRegistrationForm,
  nextSmsCode,
  presetCity,
  profilePhone,
  serverUrl,
  smsTo,
  solveCaptcha,
  test,
  typedPhone,
  uniquePhone,
} from './support/fixtures.ts';

const WRONG_CODE = 'Код неверный, попробуйте ещё раз';
const BAD_COUNT = 'Вы сделали слишком много попыток восстановления пароля, попробуйте снова через 10 минут';
const RECOVERY_SENT = 'Пароль сброшен, теперь перейдите по ссылке в sms';

/** A 4-digit code that is surely not `code`. */
function otherCode(code: string): string {
  return code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
}

test('a new shopper registers, logs out, then logs in by SMS after a wrong code', async ({ page }) => {
  const phone = uniquePhone();
  await presetCity(page);

  await test.step('register on /registration', async () => {
    await page.goto('/registration');
    const register = page.getByRole('button', { name: 'Зарегистрироваться' });
    await expect(register).toBeDisabled();
    await fillRegistrationForm(page, { phone, name: 'Мария', birthDate: '15.01.1990' });
    await solveCaptcha(page);
    await expect(register, 'the policy box is still unticked').toBeDisabled();
    await page.getByRole('checkbox', { name: /политику конфиденциальности/ }).check();
    await expect(register).toBeEnabled();
    await register.click();

    const codeField = page.getByLabel('Код из СМС');
    await expect(codeField).toBeVisible();
    const code = await nextSmsCode(phone, 0);
    await codeField.pressSequentially(code);
    // Registered: the page reloads onto the brands showcase, with the welcome, the shopper signed in.
    await expect(page).toHaveURL(/\/brands\?welcome=1$/);
    await expect(page.getByRole('button', { name: profilePhone(phone) })).toBeVisible();
  });

  await test.step('log out from the profile menu', async () => {
    await page.getByRole('button', { name: profilePhone(phone) }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: profilePhone(phone) })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  await test.step('log in by SMS: a wrong code, then the right one', async () => {
    const sentBefore = (await smsTo(serverUrl(), phone)).length;
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/modal=authorization/);
    const send = modal.getByRole('button', { name: 'Войти по СМС' });
    await expect(send).toBeDisabled();
    await modal.getByLabel('Телефон').fill(typedPhone(phone));
    await solveCaptcha(modal);
    await expect(send).toBeEnabled();
    await send.click();

    const codeField = modal.getByLabel('Код из СМС');
    await expect(codeField).toBeVisible();
    // The 'Вход' tab hides while the code step shows (portal §2).
    await expect(modal.getByRole('button', { name: 'Вход', exact: true })).toHaveCount(0);
    const code = await nextSmsCode(phone, sentBefore);

    await codeField.pressSequentially(otherCode(code));
    await expect(modal.getByText(WRONG_CODE)).toBeVisible();
    await expect(codeField).toHaveValue('');
    await expect(codeField).toBeEnabled();

    await codeField.pressSequentially(code);
    await expect(page.getByRole('button', { name: profilePhone(phone) })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('forgot password: recovery requests until BAD_COUNT', async ({ page }) => {
  // The server allows 3 recovery requests per phone in 10 minutes (RECOVERY_REQUESTS_PER_WINDOW).
  const phone = uniquePhone();
  await presetCity(page);

  await test.step('from the auth modal: success hands over to the login form', async () => {
    await page.goto('/?modal=authorization');
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/modal=forgot/);
    await expect(modal.getByText('Для подтверждения личности введите номер телефона')).toBeVisible();
    await modal.getByLabel('Телефон').fill(typedPhone(phone));
    await solveCaptcha(modal);
    await modal.getByRole('button', { name: 'Восстановить доступ' }).click();
    await expect(page).toHaveURL(/modal=authorization/);
    await expect(modal.getByText(RECOVERY_SENT)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Войти по СМС' })).toBeVisible();
  });

  /** One request on /forgot-password; answers once the page shows the outcome. */
  async function requestRecovery(expected: string): Promise<void> {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await page.getByLabel('Телефон').fill(typedPhone(phone));
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Восстановить доступ' }).click();
    await expect(page.getByText(expected)).toBeVisible();
  }

  await test.step('second and third requests on /forgot-password', async () => {
    await requestRecovery(RECOVERY_SENT);
    await requestRecovery(RECOVERY_SENT);
  });

  await test.step('the fourth is refused with BAD_COUNT', async () => {
    await requestRecovery(BAD_COUNT);
  });
});

test('an unknown address shows the 404 page without navbar and footer', async ({ page }) => {
  await presetCity(page);
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});
