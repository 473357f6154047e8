/** The shopper's tenant profile as the API answers it (core TenantProfile). */
import { eq, getTableColumns } from 'drizzle-orm';
import type { TenantProfile } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { tenantProfiles } from '../db/schema.ts';

// The owning user and the creation time are the server's business, not the profile's.
const { userId: _userId, createdAt: _createdAt, ...columns } = getTableColumns(tenantProfiles);

/** The columns of a TenantProfile, for a query or a write's `returning`. */
export const tenantProfileColumns = columns;

/**
 * The stored profile locked for this transaction's write (SELECT … FOR UPDATE): a concurrent edit waits, so
 * its checks see what this one stores (issue 30 §5, two writers). Null when there is none with this id.
 */
export async function readProfileForUpdate(tx: Db, id: number): Promise<TenantProfile | null> {
  const [row] = await tx
    .select(tenantProfileColumns)
    .from(tenantProfiles)
    .where(eq(tenantProfiles.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The stored profile, or null when there is none with this id. */
export async function readProfile(db: Db, id: number): Promise<TenantProfile | null> {
  const [row] = await db.select(tenantProfileColumns).from(tenantProfiles).where(eq(tenantProfiles.id, id)).limit(1);
  return row ?? null;
}
