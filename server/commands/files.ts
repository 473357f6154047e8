/** Storing a shopper's upload within their limits. */
import { files } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { insertWithinLimits, type UserLimit } from './userLimits.ts';

/** An upload as it is stored: bytes whose type was read from the bytes themselves, and who sent them. */
export interface NewUpload {
  contentType: string;
  bytes: Uint8Array;
  ownerUserId: number;
}

/**
 * Stores the upload unless one of the owner's limits is reached (429, see `insertWithinLimits`);
 * answers the new file's id, or null if the database returned no row.
 */
export async function storeUpload(
  deps: ServerDeps,
  upload: NewUpload,
  limits: readonly UserLimit[],
): Promise<number | null> {
  const { ownerUserId } = upload;
  const stored = await insertWithinLimits(
    deps,
    `upload:user:${ownerUserId}`,
    limits,
    { table: files, owner: files.ownerUserId, createdAt: files.createdAt, ownerId: ownerUserId },
    async (tx, nowMs) => {
      const [row] = await tx
        .insert(files)
        .values({ ...upload, createdAt: new Date(nowMs) })
        .returning({ id: files.id });
      return row;
    },
  );
  return stored?.id ?? null;
}
