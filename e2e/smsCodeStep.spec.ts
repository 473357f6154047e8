/**
 * The SMS code step is never a dead end (issue 19), end to end in the auth modal: «Изменить номер» goes back to
 * the phone form with the number kept; «Отправить код ещё раз» waits out the countdown the server announced
 * (the e2e server's SMS_MIN_INTERVAL_SECONDS is 0, so the journey reads the wait from the answer), asks for a
 * fresh captcha and sends a new code that signs in; a resend over the phone's hourly limit is refused in words,
 * with the wait the server computed.
 */
import type { Page, Response } from '@playwright/test';
import { AltchaSolver } from '../adapters/captcha/AltchaSolver.ts';
import { buildFingerprint } from '../core/domain/fingerprint.ts';
import { resendCountdownText, sendLimitMessage } from '../core/domain/smsLimits.ts';
import { TEST_SERVER_ENV } from './support/testServer.ts';
import { registerShopper } from './support/shopper.ts';
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

const CAPTCHA_LINE = 'Чтобы получить новый код, подтвердите, что вы не робот';

/** The next answer of POST /api/authentication/login. */
function loginAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/authentication/login') && response.request().method() === 'POST',
  );
}

/** Opens the login modal on /brands, types `phone` and asks for the code; answers the server's reply. */
async function requestCodeInModal(page: Page, phone: string): Promise<Response> {
  await page.goto('/brands?modal=authorization');
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Телефон').fill(typedPhone(phone));
  await solveCaptcha(modal);
  const answer = loginAnswer(page);
  await modal.getByRole('button', { name: 'Войти по СМС' }).click();
  await expect(modal.getByLabel('Код из СМС')).toBeVisible();
  return answer;
}

/** Asks the server for `count` login codes to `phone` directly, as another device would, each with its own captcha. */
async function burnLoginCodes(phone: string, userAgent: string, count: number): Promise<void> {
  const solver = new AltchaSolver({ baseUrl: serverUrl() });
  for (let sent = 0; sent < count; sent += 1) {
    const response = await fetch(`${serverUrl()}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: phone, fingerprint: buildFingerprint(userAgent), token: await solver.solve() }),
    });
    expect(response.status, `login code ${sent + 1} of ${count}`).toBe(200);
  }
}

test('the code step: change the number, resend after the countdown, a refusal with its wait', async ({ page }) => {
  test.setTimeout(120_000);
  await presetCity(page);
  await page.goto('/brands');
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const { phone } = await registerShopper(serverUrl(), userAgent);
  const modal = page.getByRole('dialog');

  await test.step('«Изменить номер» goes back to the phone form with the number kept', async () => {
    await requestCodeInModal(page, phone);
    await modal.getByRole('button', { name: 'Изменить номер' }).click();
    await expect(modal.getByLabel('Код из СМС')).toHaveCount(0);
    expect((await modal.getByLabel('Телефон').inputValue()).replace(/\D/g, '')).toBe(phone);
    await expect(
      modal.getByRole('button', { name: 'Войти по СМС' }),
      'the spent captcha is asked again',
    ).toBeDisabled();
    // The 'Вход' tab is back with the form (portal §2 hides it only during the code step).
    await expect(modal.getByRole('button', { name: 'Вход', exact: true })).toBeVisible();
  });

  await test.step('«Отправить код ещё раз» after the announced wait; the new code signs in', async () => {
    await solveCaptcha(modal);
    const answer = loginAnswer(page);
    await modal.getByRole('button', { name: 'Войти по СМС' }).click();
    const { resendAfterSeconds } = (await (await answer).json()) as { resendAfterSeconds: number };
    expect(resendAfterSeconds).toBe(Number(TEST_SERVER_ENV.SMS_MIN_INTERVAL_SECONDS));
    const resend = modal.getByRole('button', { name: 'Отправить код ещё раз' });
    if (resendAfterSeconds > 0) {
      await expect(modal.getByText(resendCountdownText(resendAfterSeconds))).toBeVisible();
      await expect(resend).toBeDisabled();
    }
    await expect(modal.getByText(CAPTCHA_LINE)).toBeVisible({ timeout: (resendAfterSeconds + 5) * 1000 });
    await expect(resend, 'a fresh captcha first').toBeDisabled();
    await solveCaptcha(modal);
    const sentBefore = (await smsTo(serverUrl(), phone)).length;
    await resend.click();
    await expect(modal.getByText('Мы отправили новый код')).toBeVisible();
    const code = await nextSmsCode(phone, sentBefore);
    await modal.getByLabel('Код из СМС').pressSequentially(code);
    await expect(page.getByRole('button', { name: profilePhone(phone) })).toBeVisible();
  });

  await test.step('a resend over the hourly limit says so, with the wait in minutes', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await presetCity(page);
    const limited = await registerShopper(serverUrl(), userAgent);
    const perHour = Number(TEST_SERVER_ENV.SMS_PER_HOUR);
    // Registration sent one; the modal's request is the last the hour allows.
    await burnLoginCodes(limited.phone, userAgent, perHour - 2);
    await requestCodeInModal(page, limited.phone);
    await expect(modal.getByText(CAPTCHA_LINE)).toBeVisible();
    await solveCaptcha(modal);
    const refused = loginAnswer(page);
    await modal.getByRole('button', { name: 'Отправить код ещё раз' }).click();
    const answer = await refused;
    const body = (await answer.json()) as {
      message: string;
      details: { limit: 'phoneHour'; retryAfterSeconds: number };
    };
    expect(answer.status()).toBe(429);
    expect(body.details.limit).toBe('phoneHour');
    expect(answer.headers()['retry-after']).toBe(String(body.details.retryAfterSeconds));
    const message = sendLimitMessage(body.details);
    expect(message).toMatch(/^Слишком много запросов кода за час\. Попробуйте через \d+ минут[уы]?\.$/);
    await expect(modal.getByText(message)).toBeVisible();
    // The countdown starts from the server's wait (it reads in whole minutes, so it holds for a while).
    await expect(modal.getByText(/^Новый код можно запросить через \d+ минут[уы]?$/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Отправить код ещё раз' })).toBeDisabled();
    await expect(modal.getByLabel('Код из СМС'), 'the code sent last still works').toBeEnabled();
  });
});
