import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';

/** The actions of the audit rows about one entity, sorted, e.g. ['agreement.create', 'agreement.update']. */
export async function auditActionsOf(app: App, entityId: string): Promise<string[]> {
  const rows = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.map((row) => row.action).sort();
}
