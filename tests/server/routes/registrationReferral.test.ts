import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { userReferrals } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { registerUser } from '../auth/authKit.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

describe('registration by SMS keeps the referral with the new shopper', () => {
  it('stores the suid, tid or did sent at step 1', async () => {
    const user = await registerUser(server, api, { did: 'distributor-3' });
    expect(await server.deps.db.select().from(userReferrals).where(eq(userReferrals.userId, user.id))).toMatchObject([
      { key: 'did', referrerId: 'distributor-3' },
    ]);
  });

  it('stores nothing without one', async () => {
    const user = await registerUser(server, api);
    expect(await server.deps.db.select().from(userReferrals).where(eq(userReferrals.userId, user.id))).toEqual([]);
  });
});
