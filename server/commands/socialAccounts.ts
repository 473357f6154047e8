/** Links between a provider's accounts and the portal's shoppers. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { socialAccounts } from '../db/schema.ts';

/**
 * Links the provider account to the shopper. A parallel sign-in of the same account may have linked it a moment
 * ago: the link stays with whoever won, and the caller gets that shopper's id.
 */
export async function linkAccount(
  tx: Db,
  account: { provider: string; providerUserId: string },
  userId: number,
  nowMs: number,
): Promise<number> {
  await tx
    .insert(socialAccounts)
    .values({ provider: account.provider, providerUserId: account.providerUserId, userId, createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.providerUserId] });
  const [link] = await tx
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.provider, account.provider), eq(socialAccounts.providerUserId, account.providerUserId)),
    )
    .limit(1);
  return link!.userId;
}
