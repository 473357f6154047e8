/**
 * A social sign-in finishes only on the page that began it (issue 30 §1): cookies are not separated by port,
 * so a page on another port of the portal's host can plant the binding cookie of a state an attacker began
 * with the victim's fingerprint. code-challenge-vk therefore takes a secret the page made and keeps in its own
 * origin's sessionStorage, and stores only its SHA-256 with the state; login-from-vk must send it back.
 * Without it, or with another one, the answer is 400 STATE_PAGE_MISMATCH even when cookie and state are right.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { socialAccounts, socialSignInStates } from '../../../server/db/schema.ts';
import { device, expectFailure, post } from '../auth/authKit.ts';
import { linkOf, privateSocialWorldPerFile, sessionsOf, stateRow } from './privateSocialWorld.ts';
import {
  ANNA,
  browserOf,
  finishSignIn,
  LOGIN_VK,
  newPageSecret,
  pageOf,
  REGISTRATION_VK,
  startSignIn,
  tapOneTap,
} from './socialKit.ts';

const world = privateSocialWorldPerFile();

describe('code-challenge-vk: the page secret', () => {
  it('keeps only the SHA-256 of the page secret with the state', async () => {
    const challenge = await startSignIn(world.api, device());
    const secret = pageOf(challenge.state)!;
    const row = await stateRow(world, challenge.state);
    expect(row.pageSecretHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it.each([
    ['without a page secret', {}],
    ['with a page secret too short to be random', { pageSecret: 'abc' }],
    ['with a page secret of characters the page never makes', { pageSecret: `${'a'.repeat(42)}!` }],
  ])('refuses a start %s (VALIDATION_ERROR), storing no state', async (_, extra) => {
    const fingerprint = device();
    const response = await post(world.api, '/api/authentication/code-challenge-vk', {
      fingerprint,
      redirectUri: LOGIN_VK,
      ...extra,
    });
    await expectFailure(response, 400, 'VALIDATION_ERROR');
    expect(
      await world.server.deps.db
        .select()
        .from(socialSignInStates)
        .where(eq(socialSignInStates.fingerprint, fingerprint)),
    ).toEqual([]);
  });
});

describe('login-from-vk: only the page that began the sign-in finishes it', () => {
  it.each([
    ['/login-vk', LOGIN_VK],
    ['/registration-vk', REGISTRATION_VK],
  ])(
    '%s: refuses the right cookie and state without the page secret, signs nobody in, then the page with it finishes',
    async (_, redirectUri) => {
      const fingerprint = device();
      const challenge = await startSignIn(world.api, fingerprint, redirectUri);
      const payload = await tapOneTap(world.provider, challenge);
      await expectFailure(
        await finishSignIn(world.api, payload, fingerprint, { redirectUri, pageSecret: null }),
        400,
        'STATE_PAGE_MISMATCH',
      );
      expect((await stateRow(world, challenge.state)).usedAt).toBeNull();
      expect(await sessionsOf(world, fingerprint)).toBe(0);
      expect((await finishSignIn(world.api, payload, fingerprint, { redirectUri })).status).toBe(200);
      expect(await sessionsOf(world, fingerprint)).toBe(1);
    },
  );

  it('refuses the right cookie and state with another page’s secret', async () => {
    const fingerprint = device();
    const [mine, other] = [await startSignIn(world.api, fingerprint), await startSignIn(world.api, fingerprint)];
    const payload = await tapOneTap(world.provider, mine);
    await expectFailure(
      await finishSignIn(world.api, payload, fingerprint, { pageSecret: pageOf(other.state)! }),
      400,
      'STATE_PAGE_MISMATCH',
    );
    await expectFailure(
      await finishSignIn(world.api, payload, fingerprint, { pageSecret: newPageSecret() }),
      400,
      'STATE_PAGE_MISMATCH',
    );
    expect((await stateRow(world, mine.state)).usedAt).toBeNull();
    expect(await sessionsOf(world, fingerprint)).toBe(0);
  });

  it('refuses a page secret that is not a string the page makes (VALIDATION_ERROR), never a 5xx', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    for (const pageSecret of ['', 'x'.repeat(5000), 42]) {
      const response = await post(
        world.api,
        '/api/authentication/login-from-vk',
        {
          code: payload.code,
          state: payload.state,
          deviceId: payload.device_id,
          fingerprint,
          redirectUri: LOGIN_VK,
          pageSecret,
        },
        undefined,
        { cookie: browserOf(challenge.state)! },
      );
      await expectFailure(response, 400, 'VALIDATION_ERROR');
    }
    expect((await stateRow(world, challenge.state)).usedAt).toBeNull();
  });

  it('refuses the other-port attack: the attacker’s state with his binding cookie planted in the victim’s browser signs nobody in', async () => {
    await world.server.deps.db.delete(socialAccounts).where(eq(socialAccounts.providerUserId, String(ANNA.userId)));
    // The attacker begins with the victim's fingerprint (user agent + «2») and keeps the state and the cookie.
    const fingerprint = device();
    const attackers = await startSignIn(world.api, fingerprint);
    const forgedLink = await tapOneTap(world.provider, attackers);
    const plantedCookie = browserOf(attackers.state)!;
    // The victim's tab holds a sign-in of its own (its form was open): its secret is not the attacker's.
    const victims = await startSignIn(world.api, fingerprint);
    const jar = [browserOf(victims.state)!, plantedCookie].join('; ');

    for (const pageSecret of [null, pageOf(victims.state)!]) {
      await expectFailure(
        await finishSignIn(world.api, forgedLink, fingerprint, { pageSecret }, undefined, jar),
        400,
        'STATE_PAGE_MISMATCH',
      );
    }
    expect(await sessionsOf(world, fingerprint)).toBe(0);
    expect(await linkOf(world, ANNA.userId)).toBeUndefined();
    expect((await stateRow(world, attackers.state)).usedAt).toBeNull();
    // Only the page that began it finishes it.
    expect((await finishSignIn(world.api, forgedLink, fingerprint)).status).toBe(200);
  });

  it('still refuses a link from another browser as STATE_BROWSER_MISMATCH, the cookie checked first', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    await expectFailure(
      await finishSignIn(world.api, payload, fingerprint, { pageSecret: null }, undefined, null),
      400,
      'STATE_BROWSER_MISMATCH',
    );
  });

  it('refuses a state made before states were bound to a page (no hash kept), whatever secret comes', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    await world.server.deps.db
      .update(socialSignInStates)
      .set({ pageSecretHash: null })
      .where(eq(socialSignInStates.stateHash, sha256Hex(challenge.state)));
    await expectFailure(await finishSignIn(world.api, payload, fingerprint), 400, 'STATE_PAGE_MISMATCH');
  });
});
