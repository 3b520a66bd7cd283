import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { generateKeyBetween } from 'fractional-indexing';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { Tx } from '../../services/context';
import { byPosition } from './checklist-record';

/** The rows a position is among: one checklist's groups, one group's tasks, one task's subtasks. */
export interface Siblings {
  id: PgColumn;
  position: PgColumn;
  /** company_id = … and parent = … */
  scope: SQL | undefined;
}

async function edge(tx: Tx, siblings: Siblings, where: SQL | undefined, direction: 'first' | 'last') {
  const order =
    direction === 'first' ? asc(byPosition(siblings.position)) : sql`${byPosition(siblings.position)} desc`;
  const [row] = await tx
    .select({ position: siblings.position })
    .from(siblings.id.table)
    .where(where)
    .orderBy(order)
    .limit(1);
  return (row?.position as string | undefined) ?? null;
}

/** The key after every sibling: a new row goes last. */
export async function positionAtEnd(tx: Tx, siblings: Siblings): Promise<string> {
  return generateKeyBetween(await edge(tx, siblings, siblings.scope, 'last'), null);
}

/**
 * The key that puts `movingId` right after `afterId` (null: first) among its new siblings: the one row's new
 * position, no other row changes. `afterId` must be one of those siblings, else 404.
 */
export async function positionAfter(
  tx: Tx,
  siblings: Siblings,
  afterId: string | null,
  movingId: string,
): Promise<string> {
  const others = and(siblings.scope, ne(siblings.id, movingId));
  if (afterId === null) return generateKeyBetween(null, await edge(tx, siblings, others, 'first'));
  if (!isUuid(afterId) || afterId === movingId) throw notFound();
  const [after] = await tx
    .select({ position: siblings.position })
    .from(siblings.id.table)
    .where(and(siblings.scope, eq(siblings.id, afterId)));
  if (!after) throw notFound();
  const afterKey = after.position as string;
  const next = await edge(
    tx,
    siblings,
    and(others, sql`${byPosition(siblings.position)} > ${afterKey}`),
    'first',
  );
  return generateKeyBetween(afterKey, next);
}
