import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuthRecords } from '../../../server/auth/prune.ts';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { socialSignInStates } from '../../../server/db/schema.ts';
import { device } from './authKit.ts';
import { openSocialWorld, startSignIn, type SocialWorld } from '../social/socialKit.ts';

let world: SocialWorld;

beforeAll(async () => {
  world = await openSocialWorld();
}, 60_000);

afterAll(async () => {
  await world.close();
});

async function stateKept(state: string): Promise<boolean> {
  return (await world.server.deps.db.select().from(socialSignInStates).where(eq(socialSignInStates.stateHash, sha256Hex(state)))).length === 1;
}

describe('pruning social sign-in states', () => {
  it('keeps a state for a day after it expired, then deletes it', async () => {
    const { state } = await startSignIn(world.api, device());
    const expiry = 600 * 1000;
    const day = 24 * 3600 * 1000;
    await pruneAuthRecords(world.server.deps.db, world.server.deps.config.security, world.server.clock.now() + expiry + day - 1000);
    expect(await stateKept(state)).toBe(true);
    await pruneAuthRecords(world.server.deps.db, world.server.deps.config.security, world.server.clock.now() + expiry + day + 1000);
    expect(await stateKept(state)).toBe(false);
  });
});
