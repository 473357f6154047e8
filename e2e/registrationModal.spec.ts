/**
 * Registration in the auth modal ends where portal §4 says — «the page reloads and goes to brands» — from
 * any page that opened the modal (issue 19: from /news?modal=registration it reloaded back onto /news), with
 * the welcome that says what to do next, until the shopper dismisses it.
 */
import {
  expect,
  fillRegistrationForm,
  nextSmsCode,
  presetCity,
  profilePhone,
  solveCaptcha,
  test,
  uniquePhone,
} from './support/fixtures.ts';

test('registering in the modal on /news ends signed in on /brands', async ({ page }) => {
  const phone = uniquePhone();
  await presetCity(page);
  await page.goto('/news?modal=registration');
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await fillRegistrationForm(modal, { phone, name: 'Ольга', birthDate: '02.03.1991' });
  await solveCaptcha(modal);
  await modal.getByRole('checkbox', { name: /политику конфиденциальности/ }).check();
  await modal.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const codeField = modal.getByLabel('Код из СМС');
  await expect(codeField).toBeVisible();
  await codeField.pressSequentially(await nextSmsCode(phone, 0));
  await expect(page).toHaveURL(/\/brands\?welcome=1$/);
  await expect(page.getByRole('button', { name: profilePhone(phone) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The welcome says what to do next (issue 19); «Понятно» takes it out of the address.
  const welcome = page.getByRole('region', { name: 'Добро пожаловать в «Рядом»!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('кэшбэк начисляется после покупки')).toBeVisible();
  await expect(welcome.getByRole('link', { name: '«Избранное»' })).toHaveAttribute('href', '/favourites');
  await welcome.getByRole('button', { name: 'Понятно' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page).toHaveURL(/\/brands$/);
});

test('Escape closes the auth modal, takes ?modal out of the address and gives the focus back to what opened it', async ({
  page,
}) => {
  await presetCity(page);
  // Opened from the address: no click yet, so Chrome's close request may close the native dialog by itself.
  await page.goto('/news?modal=registration');
  await expect(page.getByRole('dialog', { name: 'Регистрация' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/news$/);

  // Opened by a click: the dialog's cancel goes to the portal, which closes it through the address.
  const login = page.getByRole('button', { name: 'Войти', exact: true });
  await login.click();
  const modal = page.getByRole('dialog', { name: 'Вход' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/modal=authorization/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/news$/);
  await expect(login).toBeFocused();
});
