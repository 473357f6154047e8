/**
 * Issue 31 §7 «Smaller things a person trips over», each as the person meets it in Debian Chromium: a registered
 * phone on the registration form is offered «Войти с этим номером»; the code step writes the phone in the portal's
 * one format and never wraps it; /favourites has a title of its own; «Искать в этой области» waits until the
 * shopper moved the map; a first visit to /login is not covered by the city question.
 */
import { formatPhone } from '../core/domain/phone.ts';
import {
  expect,
  fillRegistrationForm,
  presetCity,
  serverUrl,
  signInAsNewShopper,
  solveCaptcha,
  test,
  typedPhone,
} from './support/fixtures.ts';
import { appHasHydrated } from './support/hydration.ts';
import { registerShopper } from './support/shopper.ts';

test('a registered phone on the registration form is offered «Войти с этим номером», which opens the login with it', async ({
  page,
}) => {
  await presetCity(page);
  await page.goto('/registration');
  await page.waitForFunction(appHasHydrated);
  const { phone } = await registerShopper(serverUrl(), await page.evaluate(() => navigator.userAgent));

  await fillRegistrationForm(page, { phone, name: 'Анна', birthDate: '15.01.1990' });
  await solveCaptcha(page);
  await page.getByLabel(/Я принимаю/).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким номером уже существует')).toBeVisible();

  await page.getByRole('button', { name: 'Войти с этим номером' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.getByLabel('Телефон').inputValue()).replace(/\D/g, '')).toBe(phone);
});

test('the code step writes the phone as everywhere else, +7 999 000-00-01, on one line at 1440 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await presetCity(page);
  await page.goto('/login');
  await page.waitForFunction(appHasHydrated);
  const { phone } = await registerShopper(serverUrl(), await page.evaluate(() => navigator.userAgent));
  await page.getByLabel('Телефон').fill(typedPhone(phone));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Войти по СМС' }).click();

  const lead = page.getByText(/^Мы отправили СМС с кодом на номер/);
  await expect(lead).toHaveText(`Мы отправили СМС с кодом на номер ${formatPhone(phone)}`);
  const number = lead.getByText(formatPhone(phone), { exact: true });
  // One line: the number's box is no taller than one line of its text.
  const lines = await number.evaluate((element) => {
    const style = getComputedStyle(element);
    return { whiteSpace: style.whiteSpace, rects: element.getClientRects().length };
  });
  expect(lines).toEqual({ whiteSpace: 'nowrap', rects: 1 });
});

test('/favourites has a title of its own', async ({ page }) => {
  await presetCity(page);
  await page.goto('/');
  await signInAsNewShopper(page, serverUrl());
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Избранное/);
});

test('«Искать в этой области» shows only once the shopper moved the map', async ({ page }) => {
  await presetCity(page);
  await page.goto('/offline?view=map');
  const map = page.getByRole('region', { name: /Карта точек/ });
  await expect(map).toBeVisible();
  await expect.poll(() => page.locator('.outlet-map__pin, .outlet-map__cluster').count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Искать в этой области' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Приблизить' }).click();
  await expect(page.getByRole('button', { name: 'Искать в этой области' })).toBeVisible();
});

test('a first visit to /login is not covered by the city question; the next page asks it', async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(appHasHydrated);
  const cityQuestion = page.getByRole('dialog', { name: 'Выберите ваш город' });
  // The logo home: the city question opens there (the session has none), which shows the session had settled.
  await page.getByRole('link', { name: 'Рядом' }).click();
  await expect(cityQuestion).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Войти по СМС' })).toBeVisible();
  await expect(cityQuestion).toHaveCount(0);
});
