/**
 * Issue 30 §5 «A favourite tapped as a guest is forgotten»: a guest's ♡ opens sign-in; signed in through that
 * modal by SMS (the page reloads), the shop is a favourite, on the card and on /favourites.
 */
import type { Page } from '@playwright/test';
import { appHasHydrated } from './support/hydration.ts';
import {
  expect,
  nextSmsCode,
  presetCity,
  profilePhone,
  serverUrl,
  smsTo,
  solveCaptcha,
  test,
  typedPhone,
} from './support/fixtures.ts';
import { registerShopper } from './support/shopper.ts';

/** Signs in by SMS in the open auth modal, and waits for the signed-in header the page reloads into. */
async function signInBySmsInModal(page: Page, phone: string): Promise<void> {
  const modal = page.getByRole('dialog');
  const sentBefore = (await smsTo(serverUrl(), phone)).length;
  await modal.getByLabel('Телефон').fill(typedPhone(phone));
  await solveCaptcha(modal);
  await modal.getByRole('button', { name: 'Войти по СМС' }).click();
  await modal.getByLabel('Код из СМС').pressSequentially(await nextSmsCode(phone, sentBefore));
  await expect(page.getByRole('banner').getByRole('button', { name: profilePhone(phone) })).toBeVisible();
}

test('a guest taps ♡ on an online shop, signs in by SMS in the modal it opens, and the shop is a favourite', async ({
  page,
  baseURL,
}) => {
  await presetCity(page);
  await page.goto('/online');
  await page.waitForFunction(appHasHydrated);
  const shopper = await registerShopper(baseURL!, await page.evaluate(() => navigator.userAgent));

  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /: добавить в избранное$/ })
    .first();
  const shopName = ((await heart.getAttribute('aria-label')) ?? '').replace(/: добавить в избранное$/, '');
  expect(shopName).not.toBe('');
  await heart.click();

  await expect(page).toHaveURL(/modal=authorization/);
  await signInBySmsInModal(page, shopper.phone);

  // Signed in (the page reloaded): the ♡ the guest tapped is kept.
  await expect(page.getByRole('main').getByRole('button', { name: `${shopName}: убрать из избранного` })).toBeVisible();
  await page.goto('/favourites');
  await expect(page.getByRole('main').getByRole('button', { name: `${shopName}: убрать из избранного` })).toBeVisible();
});

test('a guest who closes the sign-in the ♡ opened does not find it added at a later sign-in', async ({
  page,
  baseURL,
}) => {
  await presetCity(page);
  await page.goto('/online');
  await page.waitForFunction(appHasHydrated);
  const shopper = await registerShopper(baseURL!, await page.evaluate(() => navigator.userAgent));
  await page
    .getByRole('main')
    .getByRole('button', { name: /: добавить в избранное$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Войти', exact: true }).click();
  await signInBySmsInModal(page, shopper.phone);
  await page.goto('/favourites');
  await expect(page.getByRole('main').getByText('В этом городе нет избранных магазинов.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /: убрать из избранного$/ })).toHaveCount(0);
});
