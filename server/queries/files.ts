import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { files } from '../db/schema.ts';

/** A stored file as the proxy serves it. */
export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

/** A stored file with who uploaded it: null for the files the server made (logos, icons, banners). */
export interface OwnedFile extends StoredFile {
  ownerUserId: number | null;
}

/** A stored file by id, or null. */
export async function storedFile(db: Db, id: number): Promise<OwnedFile | null> {
  const [row] = await db
    .select({ contentType: files.contentType, bytes: files.bytes, ownerUserId: files.ownerUserId })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}
