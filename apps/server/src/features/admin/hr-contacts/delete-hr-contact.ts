import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import { hrContacts } from '../../../db/schema/index';
import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadHrContact } from './hr-contact-record';

/**
 * DELETE /api/admin/hr-contacts/:contactId: companies that had the contact fall back to 'Ingen valgt' (the
 * foreign key sets null); the photo is removed after the commit.
 */
export async function deleteHrContact(
  deps: FileDeps,
  ctx: SessionContext,
  input: { contactId: string },
): Promise<void> {
  await fileResource(deps).remove(async (tx) => {
    const contact = await loadHrContact(tx, input.contactId, { forUpdate: true });
    await tx.delete(hrContacts).where(eq(hrContacts.id, contact.id));
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'hr-contact.delete',
      entityType: 'hr-contact',
      entityId: contact.id,
      details: { name: contact.name },
    });
    return { value: undefined, removedKey: contact.photoKey };
  });
}
