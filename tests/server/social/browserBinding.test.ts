/**
 * A social sign-in finishes only in the browser that began it (issue 18, login CSRF): code-challenge-vk sets
 * an HttpOnly binding cookie and keeps its SHA-256 with the state; login-from-vk without it, or with another
 * browser's, is 400 STATE_BROWSER_MISMATCH, signs nobody in and leaves the state to its owner.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { BROWSER_COOKIE_PREFIX, bindingCookieName } from '../../../server/auth/social/browserBinding.ts';
import { socialAccounts, socialSignInStates } from '../../../server/db/schema.ts';
import { device, expectFailure } from '../auth/authKit.ts';
import { linkOf, privateSocialWorldPerFile, sessionsOf, stateRow } from './privateSocialWorld.ts';
import { ANNA, browserOf, chooseAccount, finishSignIn, LOGIN_VK, newPageSecret, startSignIn } from './socialKit.ts';

const world = privateSocialWorldPerFile();

describe('code-challenge-vk: the browser binding', () => {
  it('sets an HttpOnly SameSite=Lax cookie named for the state, for the sign-in calls only, living as long as the state, and keeps only its hash', async () => {
    const response = await world.api.request('/api/authentication/code-challenge-vk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fingerprint: device(), redirectUri: LOGIN_VK, pageSecret: newPageSecret() }),
    });
    const { state } = (await response.json()) as { state: string };
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${bindingCookieName(state)}=`))!;
    expect(setCookie).toMatch(/^social_sign_in_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).not.toContain(state);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/authentication', 'SameSite=Lax']);
    const binding = setCookie.split(';')[0]!.split('=')[1]!;
    const row = await stateRow(world, state);
    expect(row.browserHash).toBe(sha256Hex(binding));
    expect(JSON.stringify(row)).not.toContain(binding);
  });

  it('is Secure when the portal is reached over https', async () => {
    const response = await world.api.request('https://localhost:3000/api/authentication/code-challenge-vk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fingerprint: device(), redirectUri: LOGIN_VK, pageSecret: newPageSecret() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.startsWith(BROWSER_COOKIE_PREFIX))).toContain(
      '; Secure',
    );
  });

  it('two sign-ins one browser began at once each finish (regression: StrictMode started the form twice in development and one shared cookie kept only the last binding)', async () => {
    const fingerprint = device();
    // Both asked for before either answer's cookie arrived: neither request carries a binding.
    const [first, second] = await Promise.all([
      startSignIn(world.api, fingerprint),
      startSignIn(world.api, fingerprint),
    ]);
    // The browser keeps every cookie it was given and sends them all back.
    const jar = [browserOf(first.state)!, browserOf(second.state)!].join('; ');
    expect(
      (
        await finishSignIn(
          world.api,
          await chooseAccount(world.provider, second, ANNA.userId),
          fingerprint,
          {},
          undefined,
          jar,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await finishSignIn(
          world.api,
          await chooseAccount(world.provider, first, ANNA.userId),
          fingerprint,
          {},
          undefined,
          jar,
        )
      ).status,
    ).toBe(200);
  });

  it('a finished sign-in drops its cookie', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const finished = await finishSignIn(
      world.api,
      await chooseAccount(world.provider, challenge, ANNA.userId),
      fingerprint,
    );
    expect(finished.status).toBe(200);
    expect(
      finished.headers.getSetCookie().find((line) => line.startsWith(`${bindingCookieName(challenge.state)}=`)),
    ).toMatch(/Max-Age=0/);
  });
});

describe('login-from-vk: only the browser that began the sign-in finishes it', () => {
  it('refuses a callback without the binding cookie, signs nobody in and leaves the state to its owner, who finishes', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await chooseAccount(world.provider, challenge, ANNA.userId);
    await expectFailure(
      await finishSignIn(world.api, payload, fingerprint, {}, undefined, null),
      400,
      'STATE_BROWSER_MISMATCH',
    );
    expect((await stateRow(world, challenge.state)).usedAt).toBeNull();
    expect(await sessionsOf(world, fingerprint)).toBe(0);
    expect((await finishSignIn(world.api, payload, fingerprint)).status).toBe(200);
    expect(await sessionsOf(world, fingerprint)).toBe(1);
  });

  it('refuses a link made in another browser (an attacker’s own sign-in sent to a victim): nobody is signed in, the state stays unspent', async () => {
    await world.server.deps.db.delete(socialAccounts).where(eq(socialAccounts.providerUserId, String(ANNA.userId)));
    // The attacker knows the victim's user agent, so the fingerprints match; only the browser differs.
    const fingerprint = device();
    const attackers = await startSignIn(world.api, fingerprint);
    const forgedLink = await chooseAccount(world.provider, attackers, ANNA.userId);
    const victims = await startSignIn(world.api, fingerprint);
    const victimBrowser = browserOf(victims.state)!;
    expect(victimBrowser).not.toBe(browserOf(attackers.state));

    const refused = await finishSignIn(world.api, forgedLink, fingerprint, {}, undefined, victimBrowser);
    await expectFailure(refused, 400, 'STATE_BROWSER_MISMATCH');
    expect(await sessionsOf(world, fingerprint)).toBe(0);
    expect(await linkOf(world, ANNA.userId)).toBeUndefined();
    expect((await stateRow(world, attackers.state)).usedAt).toBeNull();
    // The same link works only where it began.
    expect((await finishSignIn(world.api, forgedLink, fingerprint)).status).toBe(200);
  });

  it('refuses a binding cookie the server could not have made, even under the name of the state', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await chooseAccount(world.provider, challenge, ANNA.userId);
    await expectFailure(
      await finishSignIn(
        world.api,
        payload,
        fingerprint,
        {},
        undefined,
        `${bindingCookieName(challenge.state)}=chosen-by-someone`,
      ),
      400,
      'STATE_BROWSER_MISMATCH',
    );
    expect((await stateRow(world, challenge.state)).usedAt).toBeNull();
  });

  it('refuses a state made before states were bound to a browser (no hash kept), whatever cookie comes', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await chooseAccount(world.provider, challenge, ANNA.userId);
    await world.server.deps.db
      .update(socialSignInStates)
      .set({ browserHash: null })
      .where(eq(socialSignInStates.stateHash, sha256Hex(challenge.state)));
    await expectFailure(await finishSignIn(world.api, payload, fingerprint), 400, 'STATE_BROWSER_MISMATCH');
  });
});
