/**
 * A signed-in shopper without the sign-in screens: registration through the API with the captcha
 * solved by altcha-lib and the code read from the console SMS outbox. For journeys and scripts that
 * need a session but are not about signing in. Plain fetch, so scripts can use it outside Playwright Test.
 */
import type { Page } from '@playwright/test';
import { AltchaSolver } from '../../adapters/captcha/AltchaSolver.ts';
import { buildFingerprint } from '../../core/domain/fingerprint.ts';

/** The city new shoppers live in (the seed's first city, Москва). */
const SHOPPER_CITY_ID = 1;

let phoneCounter = 0;

/** A phone number no earlier caller in this process used: 795, then the clock and a counter. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${Date.now() % 1_000_000}${String(phoneCounter % 100).padStart(2, '0')}`;
  return `795${tail.slice(-8).padStart(8, '0')}`;
}

export interface SentSms {
  phone: string;
  text: string;
  code: string;
}

/** Every SMS the console provider sent to `phone`, newest first (GET /api/dev/sms). */
export async function smsTo(baseUrl: string, phone: string): Promise<SentSms[]> {
  const response = await fetch(`${baseUrl}/api/dev/sms?phone=${phone}`);
  if (!response.ok) {
    throw new Error(`GET /api/dev/sms answered ${response.status}`);
  }
  return (await response.json()) as SentSms[];
}

async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export interface Shopper {
  phone: string;
  accessToken: string;
  refreshToken: string;
  tenantProfileId: number;
}

/**
 * Registers a new shopper for the browser whose user agent is `userAgent` (the fingerprint must match it);
 * a fresh phone and the name 'Тест' unless `who` names them.
 */
export async function registerShopper(
  baseUrl: string,
  userAgent: string,
  who: { phone?: string; name?: string } = {},
): Promise<Shopper> {
  const phone = who.phone ?? uniquePhone();
  const token = await new AltchaSolver({ baseUrl }).solve();
  const step = await postJson<{ token: string }>(baseUrl, '/api/authentication/register', {
    phone,
    name: who.name ?? 'Тест',
    gender: 'женский',
    birthday: Date.UTC(1990, 0, 15) / 1000,
    token,
    cityCodeId: SHOPPER_CITY_ID,
    fingerprint: buildFingerprint(userAgent),
  });
  const [sms] = await smsTo(baseUrl, phone);
  if (sms === undefined) {
    throw new Error(`no SMS reached ${phone} after registration`);
  }
  const user = await postJson<{ accessToken: string; refreshToken: string; tenantProfileId: number }>(
    baseUrl,
    '/api/authentication/register-sms-code',
    {
      code: sms.code,
      token: step.token,
    },
  );
  return {
    phone,
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
    tenantProfileId: user.tenantProfileId,
  };
}

/**
 * Signs `page` in as a new shopper: the tokens go into the cookies the portal keeps them in beside localStorage
 * (portal §3), so the next page load starts with the refresh of a returning visitor, who finds them there. No
 * page of the portal is opened for it.
 */
export async function signInAsNewShopper(page: Page, baseUrl: string): Promise<Shopper> {
  const shopper = await registerShopper(baseUrl, await page.evaluate(() => navigator.userAgent));
  await page.context().addCookies([
    { name: 'accessToken', value: shopper.accessToken, url: baseUrl },
    { name: 'refreshToken', value: shopper.refreshToken, url: baseUrl },
  ]);
  return shopper;
}
