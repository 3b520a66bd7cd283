import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { hrContacts } from '../../../db/schema/index';
import type { Storage } from '../../../integrations/storage/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadHrContact } from './hr-contact-record';

/**
 * DELETE /api/admin/hr-contacts/:contactId: companies that had the contact fall back to 'Ingen valgt' (the
 * foreign key sets null); the photo is removed after the commit.
 */
export async function deleteHrContact(
  deps: { db: Db; storage: Storage },
  ctx: SessionContext,
  contactId: string,
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const contact = await loadHrContact(tx, contactId, { forUpdate: true });
    await tx.delete(hrContacts).where(eq(hrContacts.id, contact.id));
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'hr-contact.delete',
      entityType: 'hr-contact',
      entityId: contact.id,
      details: { name: contact.name },
    });
    return contact;
  });
  if (row.photoKey) await deps.storage.delete(row.photoKey).catch(() => {});
}
