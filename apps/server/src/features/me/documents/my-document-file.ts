import { fileResource } from '../../../integrations/uploads/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { AttachmentFile } from '../../../plugins/send-attachment';
import type { MeDeps } from '../deps';
import { loadMySharedDocument } from './load-my-shared-document';

/** GET /api/me/documents/:documentId/file: a shared document's file, with the name it was uploaded with. */
export async function myDocumentFile(
  deps: Pick<MeDeps, 'db' | 'storage' | 'log'>,
  ctx: MemberContext,
  input: { documentId: string },
): Promise<AttachmentFile> {
  const { document } = await loadMySharedDocument(deps.db, ctx, input.documentId);
  const file = await fileResource(deps).readStream(document.storageKey);
  return {
    data: file.stream,
    contentType: document.contentType,
    fileName: `${document.name}.${document.extension}`,
  };
}
