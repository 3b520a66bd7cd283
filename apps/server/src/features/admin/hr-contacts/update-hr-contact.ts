import type { HrContact, HrContactInput } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { hrContacts } from '../../../db/schema/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadHrContact, toHrContact } from './hr-contact-record';

/** PUT /api/admin/hr-contacts/:contactId: name, title, e-mail and phone. */
export async function updateHrContact(
  deps: { db: Db },
  ctx: SessionContext,
  input: { contactId: string } & HrContactInput,
): Promise<HrContact> {
  const { contactId, ...contact } = input;
  return deps.db.transaction(async (tx) => {
    const before = await loadHrContact(tx, contactId, { forUpdate: true });
    const [row] = await tx
      .update(hrContacts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(hrContacts.id, before.id))
      .returning();
    if (!row) throw new Error('update of hr_contacts returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'hr-contact.update',
      entityType: 'hr-contact',
      entityId: row.id,
      details: {
        before: { name: before.name, title: before.title, email: before.email, phone: before.phone },
        after: contact,
      },
    });
    return toHrContact(row);
  });
}
