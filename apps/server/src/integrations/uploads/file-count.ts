import { FILES_PER_OWNER_MAX } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors/app-error';
import type { Reader } from '../../services/context';

/** A file table's company and owner columns (an employee's documents, an agreement's or an item's files). */
export interface FileOwnerColumns {
  companyId: PgColumn;
  ownerId: PgColumn;
}

/**
 * Refuses one more file when the owner already has FILES_PER_OWNER_MAX (409 'TOO_MANY_FILES'), so every list of
 * an owner's files stays bounded. Called before the file is stored, and again in the transaction that records
 * it, after the owner's row is locked, so two uploads at once cannot both take the last place.
 */
export async function assertRoomForFile(
  db: Reader,
  files: FileOwnerColumns,
  companyId: string,
  ownerId: string,
): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(files.ownerId.table)
    .where(and(eq(files.companyId, companyId), eq(files.ownerId, ownerId)));
  if ((row?.count ?? 0) >= FILES_PER_OWNER_MAX) throw new AppError('TOO_MANY_FILES');
}
