/** Storing a partner application within the sender's limits. */
import type { ApplyingRequest } from '../../core/domain/partnerApplicationSchema.ts';
import { applyingRequests } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { applyingRequestColumns } from '../queries/applyingRequests.ts';
import { insertWithinLimits, type UserLimit } from './userLimits.ts';

/**
 * Stores the application as the user's unless one of the limits is reached (429, see
 * `insertWithinLimits`); answers it as stored, or null if the database returned no row.
 */
export async function storeApplyingRequest(
  deps: ServerDeps,
  userId: number,
  application: Omit<ApplyingRequest, 'id'>,
  limits: readonly UserLimit[],
): Promise<ApplyingRequest | null> {
  const stored = await insertWithinLimits(
    deps,
    `application:user:${userId}`,
    limits,
    { table: applyingRequests, owner: applyingRequests.userId, createdAt: applyingRequests.createdAt, ownerId: userId },
    async (tx, nowMs) => {
      const [row] = await tx
        .insert(applyingRequests)
        .values({ ...application, userId, createdAt: new Date(nowMs) })
        .returning(applyingRequestColumns);
      return row;
    },
  );
  return stored ?? null;
}
