import type { Db } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import type { Storage } from '../../../integrations/storage/index';
import { loadHrContact } from './hr-contact-record';

/** GET /api/hr-contacts/:contactId/photo: for every signed-in admin (the recruitment page's contact card). */
export async function hrContactPhoto(
  deps: { db: Db; storage: Storage },
  contactId: string,
): Promise<{ data: Buffer; contentType: string }> {
  const contact = await loadHrContact(deps.db, contactId);
  if (!contact.photoKey) throw notFound();
  const stored = await deps.storage.get(contact.photoKey);
  if (!stored) throw notFound();
  return stored;
}
