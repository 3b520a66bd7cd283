import type { HrContact } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { hrContacts } from '../../../db/schema/index';
import { isUuid } from '../../../db/uuid';
import { notFound } from '../../../errors/app-error';
import type { Reader } from '../../../services/context';

export type HrContactRow = typeof hrContacts.$inferSelect;

export function toHrContact(row: HrContactRow): HrContact {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photoKey ? `/api/hr-contacts/${row.id}/photo?v=${row.updatedAt.getTime()}` : null,
  };
}

export async function loadHrContact(
  db: Reader,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<HrContactRow> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(hrContacts).where(eq(hrContacts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
