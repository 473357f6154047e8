/** Partner applications as the API answers them (core ApplyingRequest). */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { ApplyingRequest } from '../../core/domain/partnerApplicationSchema.ts';
import type { Db } from '../db/database.ts';
import { applyingRequests } from '../db/schema.ts';

// Who sent it and when are the server's business, not the application's.
const { userId: _userId, createdAt: _createdAt, ...columns } = getTableColumns(applyingRequests);

/** The columns of an ApplyingRequest, for a query or a write's `returning`. */
export const applyingRequestColumns = columns;

/** The user's applications, newest first. */
export function applyingRequestsOf(db: Db, userId: number): Promise<ApplyingRequest[]> {
  return db
    .select(applyingRequestColumns)
    .from(applyingRequests)
    .where(eq(applyingRequests.userId, userId))
    .orderBy(desc(applyingRequests.id));
}
