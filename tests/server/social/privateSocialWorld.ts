/**
 * A social world on a database of its own for a test file whose sign-ins succeed (on the PostgreSQL pass every
 * other file shares one database: privateDatabase.ts), and the rows such a file reads back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { refreshTokens, socialAccounts, socialSignInStates } from '../../../server/db/schema.ts';
import { openPrivateDatabase, type PrivateDatabase } from './privateDatabase.ts';
import { openSocialWorld, type SocialWorld } from './socialKit.ts';

/** Opened before the calling file's tests and closed after them; read it inside hooks and tests. */
export function privateSocialWorldPerFile(): SocialWorld {
  const world = {} as SocialWorld;
  let database: PrivateDatabase | null = null;
  beforeAll(async () => {
    database = await openPrivateDatabase();
    Object.assign(world, await openSocialWorld(database.url === undefined ? {} : { databaseUrl: database.url }));
  }, 60_000);
  afterAll(async () => {
    await world.close?.();
    await database?.drop();
  });
  return world;
}

/** The stored row of a sign-in's state. */
export async function stateRow(world: SocialWorld, state: string) {
  const [row] = await world.server.deps.db
    .select()
    .from(socialSignInStates)
    .where(eq(socialSignInStates.stateHash, sha256Hex(state)));
  return row!;
}

/** How many sessions the device with this fingerprint holds. */
export async function sessionsOf(world: SocialWorld, fingerprint: string): Promise<number> {
  return (await world.server.deps.db.select().from(refreshTokens).where(eq(refreshTokens.fingerprint, fingerprint)))
    .length;
}

/** The portal user a provider account is linked to, if any. */
export async function linkOf(world: SocialWorld, providerUserId: number): Promise<number | undefined> {
  const [link] = await world.server.deps.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.providerUserId, String(providerUserId)));
  return link?.userId;
}
