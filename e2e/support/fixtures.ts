/**
 * What the journeys share: the test server's URL as baseURL, the SMS outbox, the captcha widget and
 * the city. A signed-in shopper made through the API comes from ./shopper.ts.
 */
import { formatPhone } from '../../core/domain/phone.ts';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { smsTo, type SentSms } from './shopper.ts';

export { signInAsNewShopper, smsTo, uniquePhone } from './shopper.ts';
export { expect };

/** The city the journeys live in (the seed's first city, with the demo data). */
export const MOSCOW = { id: 1, name: 'Москва' } as const;

/** The server the global setup started (e2e/support/globalSetup.ts). */
export function serverUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (url === undefined || url === '') {
    throw new Error(
      'E2E_BASE_URL is not set: run the suite through playwright.config.ts (its global setup starts the server)',
    );
  }
  return url;
}

export const test = base.extend({
  // The server's port is known only after the global setup, so baseURL cannot live in the config.
  // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(serverUrl());
  },
});

/** '79161234567' → what a person types into the +7 masked field. */
export function typedPhone(phone: string): string {
  return phone.slice(1);
}

/** Waits for an SMS to `phone` beyond the `already` ones it had and answers its code. */
export async function nextSmsCode(phone: string, already: number): Promise<string> {
  let messages: SentSms[] = [];
  await expect
    .poll(
      async () => {
        messages = await smsTo(serverUrl(), phone);
        return messages.length;
      },
      { message: `an SMS to ${phone}` },
    )
    .toBeGreaterThan(already);
  return messages[0]!.code;
}

/** Solves the ALTCHA widget in `scope` the way a person does: a click on its label, then the proof of work. */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  await scope.getByText('Я не робот', { exact: true }).click();
  await expect(scope.getByText('Проверено', { exact: true })).toBeVisible({ timeout: 15_000 });
}

/**
 * Fills the registration form in `scope` (its page or the auth modal) as a person does: the phone, the name,
 * «Женский» and the birth date typed into its mask, checked to have reached it whole ('DD.MM.YYYY'). The
 * captcha and the policy box are left to the journey.
 */
export async function fillRegistrationForm(
  scope: Page | Locator,
  who: { phone: string; name: string; birthDate: string },
): Promise<void> {
  await scope.getByLabel('Телефон').fill(typedPhone(who.phone));
  await scope.getByLabel('Имя').fill(who.name);
  await scope.getByRole('radio', { name: 'Женский' }).check();
  const birthDate = scope.getByLabel('Дата рождения');
  await birthDate.pressSequentially(who.birthDate);
  await expect(birthDate, 'every typed digit reached the masked field').toHaveValue(who.birthDate);
}

/** Picks `city` in the city modal when the portal asks for one. */
export async function chooseCityInModal(page: Page, city: string = MOSCOW.name): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Выберите ваш город' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: city, exact: true }).click();
  await expect(modal).toBeHidden();
}

/** Makes the portal start with `cityId` chosen (the cookie an earlier visit left), so no city modal opens. */
export async function presetCity(page: Page, cityId: number = MOSCOW.id): Promise<void> {
  await page.context().addCookies([{ name: 'city_id', value: String(cityId), url: serverUrl() }]);
}

/** The phone as the profile menu shows it: the portal's one format, +7 999 999-99-99 (core formatPhone). */
export function profilePhone(phone: string): string {
  return formatPhone(phone);
}

/** Bearer headers for the API calls a journey checks its results with. */
export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** The access token the page holds now (it rotates on every refresh, so read it when needed). */
export async function pageAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token, 'the page holds an access token').toBeTruthy();
  return token!;
}
