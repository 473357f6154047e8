/**
 * The visitor's side at the local identity provider, over HTTP the way the kit's frame and the provider's
 * pages do it: a tap on «Продолжить как …» in the one-tap frame, or a pick on the full sign-in page.
 */
import type { VkChallenge } from '../../core/ports/socialAuth.ts';

export interface ProviderPayload {
  code: string;
  device_id: string;
  state: string;
}

/**
 * Signs this visitor in at the provider, as a visitor does once on the provider's own home page (the frame
 * offers an account only then); answers the provider's session cookie. A client that sends no
 * Sec-Fetch-Site names the provider's own origin instead, as the provider asks.
 */
async function signInAtProvider(providerUrl: string, account: number): Promise<string> {
  const answer = await fetch(`${providerUrl}/session`, {
    method: 'POST',
    headers: { Origin: new URL(providerUrl).origin },
    body: new URLSearchParams({ account: String(account) }),
    redirect: 'manual',
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (answer.status !== 303 || cookie === undefined) {
    throw new Error(`the provider's sign-in answered ${answer.status}`);
  }
  return cookie;
}

/** Signed in at the provider as `account`, the one-tap frame for this challenge, then its «Продолжить как …». */
export async function tapOneTap(
  providerUrl: string,
  challenge: VkChallenge,
  origin: string,
  account: number,
): Promise<ProviderPayload> {
  const cookie = await signInAtProvider(providerUrl, account);
  const query = new URLSearchParams({
    style_height: '44',
    uuid: 'simula',
    origin,
    oauth_version: '2',
    v: '2.1.0',
    sdk_type: 'vkid',
    app_id: challenge.appId,
    redirect_uri: challenge.redirectUri,
    code_challenge: challenge.codeChallenge,
    code_challenge_method: 's256',
    state: challenge.state,
  });
  const page = await fetch(`${providerUrl}/button_one_tap_auth?${query.toString()}`, { headers: { cookie } });
  const request = /data-request="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const answer = await fetch(`${providerUrl}/button_one_tap_auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ request }),
  });
  if (!answer.ok) {
    throw new Error(`the one-tap frame answered ${answer.status}`);
  }
  return (await answer.json()) as ProviderPayload;
}

/** The full sign-in page in redirect mode, `account` picked: the redirect back carries the code. */
export async function pickAccount(
  providerUrl: string,
  challenge: VkChallenge,
  account: number,
): Promise<ProviderPayload> {
  const query = new URLSearchParams({
    client_id: challenge.appId,
    response_type: 'code',
    redirect_uri: challenge.redirectUri,
    code_challenge: challenge.codeChallenge,
    code_challenge_method: 's256',
    state: challenge.state,
  });
  const page = await fetch(`${providerUrl}/authorize?${query.toString()}`);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  // As the page's own form: from the provider's origin, in the browser (cookie) that opened the page.
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const answer = await fetch(`${providerUrl}/authorize/decision`, {
    method: 'POST',
    headers: { Origin: new URL(providerUrl).origin, Cookie: cookie },
    body: new URLSearchParams({ request, account: String(account) }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? 'about:blank');
  return {
    code: back.searchParams.get('code') ?? '',
    device_id: back.searchParams.get('device_id') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}
