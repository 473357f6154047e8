/**
 * Issue 8, scale-out: two server instances on one PostgreSQL database, the concurrency cases sent to both at
 * once. Nothing that must be shared may live in one process: codes, the failure lock, refresh rotation, the
 * captcha replay record and the development outbox all go through the database. Runs in the PostgreSQL pass
 * of `npm test` (PGlite cannot be shared by two processes' worth of connections).
 */
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaSolver } from '../../../adapters/captcha/AltchaSolver.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { startSession } from '../../../server/auth/sessions.ts';
import { refreshTokens, users } from '../../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { createSignedInUser, randomPhone } from '../signedIn.ts';
import { ManualClock, TEST_AUTH_SECRET } from '../testServer.ts';

const url = process.env.TEST_DATABASE_URL;

/** One configuration for both instances: the same secret, a cheap captcha, SMS limits out of the way. */
const ENV = {
  NODE_ENV: 'test',
  AUTH_SECRET: TEST_AUTH_SECRET,
  SMS_PROVIDER: 'console',
  CAPTCHA_PROVIDER: 'altcha',
  CAPTCHA_COST: '10',
  SMS_MIN_INTERVAL_SECONDS: '0',
  SMS_PER_HOUR: '100',
  SMS_PER_DAY: '100',
  SMS_PER_IP_PER_HOUR: '10000',
  SMS_PER_FINGERPRINT_PER_HOUR: '10000',
  // The races must reach the rules all at once: no API bound sheds them first (issue 23).
  API_CONCURRENCY: '1000',
};

// altcha-lib checks a challenge's expiry against the wall clock as well, so the shared test clock starts now.
const clock = new ManualClock(Date.now());
let a: RunningServer;
let b: RunningServer;
let solver: AltchaSolver;
let muted: typeof console.log;

beforeAll(async () => {
  if (!url) {
    return;
  }
  // The console SMS provider logs every message; the outbox in the database is what this file reads.
  muted = console.log;
  console.log = (...parts: unknown[]) => (String(parts[0]).startsWith('[sms]') ? undefined : muted(...parts));
  const start = () => startServer({ env: ENV, port: 0, database: { url }, seed: false, distDir: null, clock });
  [a, b] = await Promise.all([start(), start()]);
  solver = new AltchaSolver({ baseUrl: `http://127.0.0.1:${a.port}`, deriveKey: nodePbkdf2 });
}, 60_000);

afterAll(async () => {
  if (!url) {
    return;
  }
  console.log = muted;
  await Promise.all([a.close(), b.close()]);
});

/** POST JSON to one instance over HTTP. */
function post(server: RunningServer, path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function codesOf(responses: Response[]): Promise<string[]> {
  return Promise.all(
    responses.map(async (response) =>
      response.status === 200 ? 'OK' : ((await response.json()) as { message: string }).message,
    ),
  );
}

/** The newest code the console provider "sent" to the phone, read from the other instance's outbox. */
async function lastCode(server: RunningServer, phone: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/dev/sms?phone=${phone}`);
  const [newest] = (await response.json()) as { code: string }[];
  if (newest === undefined) {
    throw new Error(`no SMS to ${phone} in the outbox`);
  }
  return newest.code;
}

describe.skipIf(!url)('two server instances on one PostgreSQL (issue 8, scale-out)', () => {
  it('a right SMS code sent to both instances at once signs in exactly once; the code is read from the other instance’s outbox', async () => {
    const user = await createSignedInUser(a.deps);
    const fingerprint = 'Mozilla/5.0 (two instances)2';
    const started = await post(a, '/api/authentication/login', {
      login: user.phone,
      fingerprint,
      token: await solver.solve(),
    });
    expect(started.status).toBe(200);
    const { token: requestId } = (await started.json()) as { token: string };
    const code = await lastCode(b, user.phone);
    const submit = (server: RunningServer) => post(server, '/api/authentication/auth-sms-code', { requestId, code });
    const codes = await codesOf(await Promise.all([submit(a), submit(b), submit(a), submit(b)]));
    expect(codes.sort()).toEqual(['OK', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE']);
  });

  it('the failure lock holds across instances: of 30 simultaneous wrong passwords split between them exactly 10 are evaluated', async () => {
    const user = await createSignedInUser(a.deps);
    await a.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('right-password') })
      .where(eq(users.id, user.userId));
    const tokens = await Promise.all(Array.from({ length: 30 }, () => solver.solve()));
    const attempts = tokens.map((token, index) =>
      post(index % 2 === 0 ? a : b, '/api/authentication/auth', {
        login: user.phone,
        password: 'wrong-password',
        fingerprint: 'fp',
        token,
      }),
    );
    const codes = await codesOf(await Promise.all(attempts));
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(
      a.deps.config.security.failuresBeforeLock,
    );
    expect(codes.filter((code) => code === 'PHONE_LOCKED')).toHaveLength(
      30 - a.deps.config.security.failuresBeforeLock,
    );
    const right = await post(b, '/api/authentication/auth', {
      login: user.phone,
      password: 'right-password',
      fingerprint: 'fp',
      token: await solver.solve(),
    });
    expect((await codesOf([right]))[0]).toBe('PHONE_LOCKED');
  });

  it('a captcha solution is accepted by one instance only', async () => {
    const token = await solver.solve();
    const body = { login: randomPhone(), token };
    const codes = await codesOf(
      await Promise.all([
        post(a, '/api/authentication/forgot-password', body),
        post(b, '/api/authentication/forgot-password', body),
      ]),
    );
    expect(codes.filter((code) => code === 'BAD_CAPTCHA')).toHaveLength(1);
  });

  it('refresh rotation and reuse detection hold across instances', async () => {
    const user = await createSignedInUser(a.deps);
    const fingerprint = 'Mozilla/5.0 (refresh)2';
    const root = await startSession(a.deps, { id: user.userId, tenantProfileId: user.tenantProfileId }, fingerprint);
    const refresh = (server: RunningServer, tokens: { accessToken: string; refreshToken: string }) =>
      post(server, '/api/authentication/refresh', { ...tokens, fingerprint });

    // Two tabs refresh the same token at once, one on each instance: one rotation, the same child for both.
    const [onA, onB] = await Promise.all([refresh(a, root), refresh(b, root)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const [childA, childB] = (await Promise.all([onA.json(), onB.json()])) as {
      accessToken: string;
      refreshToken: string;
    }[];
    expect(childA!.refreshToken).toBe(childB!.refreshToken);
    const [rootRow] = await a.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.userId))
      .limit(1);
    const family = await a.deps.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, rootRow!.familyId));
    expect(family).toHaveLength(2);

    // After the grace period the old token is reuse: presented to B, it ends the session on A as well.
    clock.advance((a.deps.config.security.refreshGraceSeconds + 1) * 1000);
    const reuse = await refresh(b, root);
    expect((await codesOf([reuse]))[0]).toBe('INVALID_REFRESH');
    expect((await codesOf([await refresh(a, childA!)]))[0]).toBe('INVALID_REFRESH');
    const bearer = await fetch(`http://127.0.0.1:${a.port}/api/tenant-profiles/${user.tenantProfileId}`, {
      headers: { Authorization: `Bearer ${childA!.accessToken}` },
    });
    expect(bearer.status).toBe(401);
    const live = await a.deps.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, rootRow!.familyId)));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('a logout on one instance ends the session on the other: its refresh and access tokens are refused there (issue 30 §3)', async () => {
    const user = await createSignedInUser(a.deps);
    const fingerprint = 'Mozilla/5.0 (logout)2';
    const session = await startSession(a.deps, { id: user.userId, tenantProfileId: user.tenantProfileId }, fingerprint);
    const profileOnB = () =>
      fetch(`http://127.0.0.1:${b.port}/api/tenant-profiles/${user.tenantProfileId}`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
    expect((await profileOnB()).status).toBe(200);
    expect((await post(a, '/api/authentication/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await codesOf([await post(b, '/api/authentication/refresh', { ...session, fingerprint })]))[0]).toBe(
      'INVALID_REFRESH',
    );
    expect((await profileOnB()).status).toBe(401);
  });
});
