import type { Db } from '../../../server/db/database.ts';
import { files } from '../../../server/db/schema.ts';

/** Stores a file as the server keeps it (public unless an owner is given) and answers its id. */
export async function storeFile(
  db: Db,
  contentType: string,
  bytes: Uint8Array,
  ownerUserId: number | null = null,
): Promise<number> {
  const [row] = await db.insert(files).values({ contentType, bytes, ownerUserId }).returning({ id: files.id });
  return row!.id;
}

/** A response's body as bytes. */
export async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}
