import type { HrContact, HrContactInput } from '@kollega/domain';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { hrContacts } from '../../../db/schema/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { toHrContact } from './hr-contact-record';

/** POST /api/admin/hr-contacts: a new HR contact. */
export async function createHrContact(
  deps: { db: Db },
  ctx: SessionContext,
  input: HrContactInput,
): Promise<HrContact> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(hrContacts).values(input).returning();
    if (!row) throw new Error('insert into hr_contacts returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'hr-contact.create',
      entityType: 'hr-contact',
      entityId: row.id,
      details: { after: input },
    });
    return toHrContact(row);
  });
}
