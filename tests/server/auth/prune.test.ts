import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { pruneAuthRecords } from '../../../server/auth/prune.ts';
import { revokeFamily, startSession } from '../../../server/auth/sessions.ts';
import { authFailures, captchaSolutions, recoveryRequests, refreshTokens, smsCodes, smsSends } from '../../../server/db/schema.ts';
import { createSignedInUser } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { freshPhone } from './authKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
}, 60_000);

afterAll(async () => {
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

    expect(await db.select({ at: smsSends.sentAt }).from(smsSends).where(eq(smsSends.phone, phone))).toEqual([{ at: new Date(now - DAY + MINUTE) }]);
    expect(await db.select({ at: authFailures.at }).from(authFailures).where(eq(authFailures.phone, phone))).toHaveLength(1);
    expect(await db.select({ at: recoveryRequests.at }).from(recoveryRequests).where(eq(recoveryRequests.phone, phone))).toHaveLength(1);
    const hashes = await db.select({ hash: captchaSolutions.hash }).from(captchaSolutions).where(inArray(captchaSolutions.hash, [oldHash, newHash]));
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
    await pruneAuthRecords(db, config, server.clock.now() + (config.sessionMaxAgeSeconds + config.accessTokenTtlSeconds) * 1000 + 1);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).toHaveLength(0);
  });
});
