/**
 * Issue 30 §3 «Выйти does not end the session»: after «Выйти» the refresh token the tab held was still
 * accepted by POST /api/authentication/refresh for 30 days. Now «Выйти» ends the session on the server, and
 * «Выйти на всех устройствах» on /profile ends the shopper's session in another browser too.
 */
import type { Page } from '@playwright/test';
import { AltchaSolver } from '../adapters/captcha/AltchaSolver.ts';
import { buildFingerprint } from '../core/domain/fingerprint.ts';
import { expect, presetCity, profilePhone, signInAsNewShopper, smsTo, test } from './support/fixtures.ts';

interface HeldSession {
  accessToken: string;
  refreshToken: string;
  fingerprint: string;
}

/** The tokens the page holds now (its start rotates them, so read them once it shows the shopper signed in). */
async function heldSession(page: Page): Promise<HeldSession> {
  const held = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    userAgent: navigator.userAgent,
  }));
  expect(held.refreshToken, 'the page holds a refresh token').toBeTruthy();
  return {
    accessToken: held.accessToken!,
    refreshToken: held.refreshToken!,
    fingerprint: buildFingerprint(held.userAgent),
  };
}

/** The status POST /api/authentication/refresh answers for the session (a 200 rotates it). */
async function refreshStatus(baseUrl: string, session: HeldSession): Promise<number> {
  const response = await fetch(`${baseUrl}/api/authentication/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
  });
  return response.status;
}

/** Signs `page` in as the shopper of `phone` by SMS through the API, as a second device would. */
async function signInBySms(page: Page, baseUrl: string, phone: string): Promise<void> {
  const fingerprint = buildFingerprint(await page.evaluate(() => navigator.userAgent));
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `POST ${path}`).toBe(200);
    return (await response.json()) as { token: string; accessToken: string; refreshToken: string };
  };
  const step = await post('/api/authentication/login', {
    login: phone,
    fingerprint,
    token: await new AltchaSolver({ baseUrl }).solve(),
  });
  const [sms] = await smsTo(baseUrl, phone);
  const user = await post('/api/authentication/auth-sms-code', { requestId: step.token, code: sms!.code });
  // Where the portal keeps them beside localStorage (portal §3): the next page load starts as a returning visitor's.
  await page.context().addCookies([
    { name: 'accessToken', value: user.accessToken, url: baseUrl },
    { name: 'refreshToken', value: user.refreshToken, url: baseUrl },
  ]);
}

test('«Выйти» in the header ends the session on the server: the refresh token read before is refused afterwards', async ({
  page,
  baseURL,
}) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  await presetCity(page);
  await page.goto('/brands');
  const profileButton = page.getByRole('banner').getByRole('button', { name: profilePhone(shopper.phone) });
  await expect(profileButton).toBeVisible();
  const before = await heldSession(page);

  await profileButton.click();
  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('pendingLogouts'))).toBeNull();

  expect(await refreshStatus(baseURL!, before)).toBe(401);
});

test('«Выйти на всех устройствах» on /profile ends the shopper’s session in another browser too', async ({
  page,
  baseURL,
  browser,
}) => {
  const shopper = await signInAsNewShopper(page, baseURL!);
  await presetCity(page);
  await page.goto('/profile');
  const everywhere = page
    .getByRole('navigation', { name: 'Профиль' })
    .getByRole('button', { name: 'Выйти на всех устройствах' });
  await expect(everywhere).toBeVisible();

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInBySms(otherPage, baseURL!, shopper.phone);
    await presetCity(otherPage);
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('navigation', { name: 'Профиль' })).toBeVisible();
    const otherSession = await heldSession(otherPage);

    await everywhere.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Войти' })).toBeVisible();

    expect(await refreshStatus(baseURL!, otherSession)).toBe(401);
    await otherPage.reload();
    await expect(otherPage.getByRole('main').getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(otherPage.getByRole('navigation', { name: 'Профиль' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
