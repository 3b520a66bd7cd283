import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import { loadHrContact } from './hr-contact-record';

/** GET /api/hr-contacts/:contactId/photo: for every signed-in admin (the recruitment page's contact card). */
export async function hrContactPhoto(
  deps: FileDeps,
  input: { contactId: string },
): Promise<{ data: Buffer; contentType: string }> {
  const contact = await loadHrContact(deps.db, input.contactId);
  return fileResource(deps).read(contact.photoKey);
}
