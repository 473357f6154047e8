import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { pruneAuthRecords } from '../../../server/auth/prune.ts';
import { revokeFamily, startSession } from '../../../server/auth/sessions.ts';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import {
  authFailures,
  captchaSolutions,
  recoveryRequests,
  refreshTokens,
  smsCodes,
  smsSends,
  socialSignInStates,
} from '../../../server/db/schema.ts';
import { openSocialWorld, startSignIn, type SocialWorld } from '../social/socialKit.ts';
import { createSignedInUser } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { device, freshPhone } from './authKit.ts';

// Pruning with a clock moved days ahead empties whole tables on a shared database, so every pruning
// case lives in this one file, where cases run one after another (the social case used to race this one).
let server: TestServer;
let world: SocialWorld;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  world = await openSocialWorld();
}, 60_000);

afterAll(async () => {
  await world.close();
  await server.database.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('pruneAuthRecords', () => {
  it('deletes only records older than every window that reads them', async () => {
    const db = server.deps.db;
    const config = server.deps.config.security;
    const now = server.clock.now();
    const phone = freshPhone();
    await db.insert(smsSends).values([
      { phone, purpose: 'login', sentAt: new Date(now - DAY - MINUTE) },
      { phone, purpose: 'login', sentAt: new Date(now - DAY + MINUTE) },
    ]);
    await db.insert(authFailures).values([
      { phone, at: new Date(now - 2 * config.lockSeconds * 1000 - MINUTE) },
      { phone, at: new Date(now - 2 * config.lockSeconds * 1000 + MINUTE) },
    ]);
    await db.insert(recoveryRequests).values([
      { phone, at: new Date(now - config.recoveryWindowSeconds * 1000 - MINUTE) },
      { phone, at: new Date(now - config.recoveryWindowSeconds * 1000 + MINUTE) },
    ]);
    const [oldHash, newHash] = [randomUUID(), randomUUID()];
    await db.insert(captchaSolutions).values([
      { hash: oldHash, usedAt: new Date(now - config.captchaTtlSeconds * 1000 - MINUTE) },
      { hash: newHash, usedAt: new Date(now - config.captchaTtlSeconds * 1000 + MINUTE) },
    ]);
    const code = { phone, purpose: 'login' as const, codeHmac: 'x' };
    await db.insert(smsCodes).values([
      { ...code, id: `old-${randomUUID()}`, expiresAt: new Date(now - 2 * DAY) },
      { ...code, id: `new-${randomUUID()}`, expiresAt: new Date(now - MINUTE) },
    ]);

    await pruneAuthRecords(db, config, now);

    expect(await db.select({ at: smsSends.sentAt }).from(smsSends).where(eq(smsSends.phone, phone))).toEqual([
      { at: new Date(now - DAY + MINUTE) },
    ]);
    expect(
      await db.select({ at: authFailures.at }).from(authFailures).where(eq(authFailures.phone, phone)),
    ).toHaveLength(1);
    expect(
      await db.select({ at: recoveryRequests.at }).from(recoveryRequests).where(eq(recoveryRequests.phone, phone)),
    ).toHaveLength(1);
    const hashes = await db
      .select({ hash: captchaSolutions.hash })
      .from(captchaSolutions)
      .where(inArray(captchaSolutions.hash, [oldHash, newHash]));
    expect(hashes).toEqual([{ hash: newHash }]);
    const codes = await db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(codes.map((row) => row.id.slice(0, 4))).toEqual(['new-']);
  });

  it('keeps a revoked session for one access-token lifetime, live sessions until the cap has passed', async () => {
    const db = server.deps.db;
    const config = server.deps.config.security;
    const user = await createSignedInUser(server.deps);
    const owner = { id: user.userId, tenantProfileId: user.tenantProfileId };
    await startSession(server.deps, owner, 'device-2');
    await startSession(server.deps, owner, 'device-2');
    const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    expect(rows).toHaveLength(2);
    await revokeFamily(db, rows[0]!.familyId, server.clock.now());

    await pruneAuthRecords(db, config, server.clock.now() + config.accessTokenTtlSeconds * 1000 - 1);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).toHaveLength(2);
    await pruneAuthRecords(db, config, server.clock.now() + config.accessTokenTtlSeconds * 1000 + 1);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).toHaveLength(1);
    await pruneAuthRecords(
      db,
      config,
      server.clock.now() + (config.sessionMaxAgeSeconds + config.accessTokenTtlSeconds) * 1000 + 1,
    );
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).toHaveLength(0);
  });
});

async function stateKept(state: string): Promise<boolean> {
  return (
    (
      await world.server.deps.db
        .select()
        .from(socialSignInStates)
        .where(eq(socialSignInStates.stateHash, sha256Hex(state)))
    ).length === 1
  );
}

describe('pruning social sign-in states', () => {
  it('keeps a state for a day after it expired, then deletes it', async () => {
    const { state } = await startSignIn(world.api, device());
    const expiry = 600 * 1000;
    const day = 24 * 3600 * 1000;
    await pruneAuthRecords(
      world.server.deps.db,
      world.server.deps.config.security,
      world.server.clock.now() + expiry + day - 1000,
    );
    expect(await stateKept(state)).toBe(true);
    await pruneAuthRecords(
      world.server.deps.db,
      world.server.deps.config.security,
      world.server.clock.now() + expiry + day + 1000,
    );
    expect(await stateKept(state)).toBe(false);
  });
});
