import { notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { type DocumentRow, loadDocumentOfEmployee } from '../../employees/public';
import { loadMyself } from '../my-record';
import { type DocumentShareRow, isShared, sharesOf } from './document-sharing-record';

/** One of the caller's own documents that is shared with them; anything else is a 404, like a missing id. */
export async function loadMySharedDocument(
  db: Reader,
  ctx: MemberContext,
  documentId: string,
): Promise<{ document: DocumentRow; share: DocumentShareRow | undefined }> {
  const me = await loadMyself(db, ctx);
  const document = await loadDocumentOfEmployee(db, ctx, me.id, documentId);
  const share = (await sharesOf(db, ctx, [document.id])).get(document.id);
  if (!isShared(document, share)) throw notFound();
  return { document, share };
}
