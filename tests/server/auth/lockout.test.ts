import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedUntil } from '../../../server/auth/lockout.ts';
import { recordFailure } from '../../../server/commands/authFailures.ts';
import type { SecurityConfig } from '../../../server/config.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { freshPhone } from './authKit.ts';

let server: TestServer;
let config: SecurityConfig;
const HOUR = 3600 * 1000;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  config = { ...server.deps.config.security, failuresBeforeLock: 3, lockSeconds: 24 * 3600 };
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

async function failAt(phone: string, ...times: number[]): Promise<void> {
  for (const time of times) {
    await recordFailure(server.deps.db, phone, time);
  }
}

describe('lockedUntil', () => {
  const t0 = Date.UTC(2026, 0, 10);

  it('locks from the failure that completes the set, for lockSeconds', async () => {
    const phone = freshPhone();
    await failAt(phone, t0, t0 + HOUR);
    expect(await lockedUntil(server.deps.db, config, phone, t0 + 2 * HOUR)).toBeNull();
    await failAt(phone, t0 + 2 * HOUR);
    expect(await lockedUntil(server.deps.db, config, phone, t0 + 2 * HOUR)).toBe(t0 + 26 * HOUR);
    expect(await lockedUntil(server.deps.db, config, phone, t0 + 26 * HOUR - 1)).toBe(t0 + 26 * HOUR);
    expect(await lockedUntil(server.deps.db, config, phone, t0 + 26 * HOUR)).toBeNull();
  });

  it('does not lock for failures further apart than the window', async () => {
    const phone = freshPhone();
    await failAt(phone, t0, t0 + 12 * HOUR, t0 + 24 * HOUR);
    expect(await lockedUntil(server.deps.db, config, phone, t0 + 24 * HOUR)).toBeNull();
  });

  it('counts one phone only', async () => {
    const phone = freshPhone();
    await failAt(phone, t0, t0 + 1, t0 + 2);
    expect(await lockedUntil(server.deps.db, config, freshPhone(), t0 + 3)).toBeNull();
  });

  it('is off with a threshold of 0', async () => {
    const phone = freshPhone();
    await failAt(phone, t0, t0 + 1, t0 + 2);
    expect(await lockedUntil(server.deps.db, { ...config, failuresBeforeLock: 0 }, phone, t0 + 3)).toBeNull();
  });
});
