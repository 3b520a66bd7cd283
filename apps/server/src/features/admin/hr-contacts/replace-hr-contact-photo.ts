import type { HrContact } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import { hrContacts } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import { type DocumentUpload, type FileDeps, fileResource } from '../../../integrations/uploads/index';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { loadHrContact, toHrContact } from './hr-contact-record';

/** JPEG, PNG or WebP by their first bytes; anything else is refused. */
function imageType(data: Buffer): { extension: string; contentType: string } | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { extension: 'jpg', contentType: 'image/jpeg' };
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { extension: 'png', contentType: 'image/png' };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

/** POST /api/admin/hr-contacts/:contactId/photo: the contact's photo (multipart `file`), replacing any. */
export async function replaceHrContactPhoto(
  deps: FileDeps,
  ctx: SessionContext,
  input: { contactId: string; upload: DocumentUpload },
): Promise<HrContact> {
  const { contactId, upload } = input;
  await loadHrContact(deps.db, contactId);
  const type = imageType(upload.data);
  if (!type) throw new AppError('DOCUMENT_WRONG_TYPE');
  const folder = `platform/hr-contacts/${contactId}/`;
  return fileResource(deps).upload(
    { folder, extension: type.extension, data: upload.data, contentType: type.contentType },
    async (tx, key) => {
      const before = await loadHrContact(tx, contactId, { forUpdate: true });
      const [row] = await tx
        .update(hrContacts)
        .set({ photoKey: key, updatedAt: new Date() })
        .where(eq(hrContacts.id, before.id))
        .returning();
      if (!row) throw new Error('update of hr_contacts returned no row');
      await recordAdminAudit(tx, ctx, {
        subjectCompanyId: null,
        action: 'hr-contact.photo',
        entityType: 'hr-contact',
        entityId: row.id,
        details: {},
      });
      return { value: toHrContact(row), replacedKey: before.photoKey };
    },
  );
}
