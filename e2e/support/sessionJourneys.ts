/**
 * Journeys of the session's one owner (issue 30 §4) that both suites run: the production-built one
 * (e2e/sessionOwner.spec.ts) and the development start's (e2e/dev/sessionOwner.dev.spec.ts).
 */
import type { Page } from '@playwright/test';
import { buildFingerprint } from '../../core/domain/fingerprint.ts';
import { expect, fillRegistrationForm, nextSmsCode, profilePhone, solveCaptcha, uniquePhone } from './fixtures.ts';

/** Registers a new shopper on /registration as a person does; resolves once the code is typed (the page then loads /brands). */
export async function signUpThroughForm(page: Page): Promise<string> {
  const phone = uniquePhone();
  await page.goto('/registration');
  await fillRegistrationForm(page, { phone, name: 'Вера', birthDate: '15.01.1990' });
  await solveCaptcha(page);
  await page.getByRole('checkbox', { name: /политику конфиденциальности/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const codeField = page.getByLabel('Код из СМС');
  await expect(codeField).toBeVisible();
  await codeField.pressSequentially(await nextSmsCode(phone, 0));
  return phone;
}

/** Every refresh request the page's browser context sends. */
export function refreshesOf(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/api/authentication/refresh')) {
      seen.push(request.url());
    }
  });
  return seen;
}

/**
 * Right after signing up, three full page loads one after the other with no wait for any page's session
 * (each leaves while its start may still be refreshing); the last one shows the shopper signed in.
 */
export async function throughThreePageLoads(page: Page): Promise<void> {
  const phone = await signUpThroughForm(page);
  await expect(page).toHaveURL(/\/brands\?welcome=1$/);
  await page.goto('/offline');
  await page.goto('/online');
  await page.goto('/brands');
  await expect(page.getByRole('button', { name: profilePhone(phone) })).toBeVisible();
  await expectLiveSession(page);
}

/** The session `page` holds is alive on the server (not revoked as a reuse): its tokens refresh. */
export async function expectLiveSession(page: Page): Promise<void> {
  const held = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken') ?? '',
    refreshToken: localStorage.getItem('refreshToken') ?? '',
    userAgent: navigator.userAgent,
  }));
  const answer = await page.request.post('/api/authentication/refresh', {
    data: {
      accessToken: held.accessToken,
      refreshToken: held.refreshToken,
      fingerprint: buildFingerprint(held.userAgent),
    },
  });
  expect(answer.status(), 'the session the page holds refreshes').toBe(200);
}
