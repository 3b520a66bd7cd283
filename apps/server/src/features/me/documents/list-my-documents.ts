import { FILES_PER_OWNER_MAX, type MyDocuments } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { listDocumentsOfEmployee } from '../../employees/public';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { isShared, sharesOf, toMyDocument } from './document-sharing-record';

/** GET /api/me/documents: the caller's own documents that are shared with them, newest first. */
export async function listMyDocuments(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
  _input: Record<string, never> = {},
): Promise<MyDocuments> {
  const me = await loadMyself(deps.db, ctx);
  // An employee has at most FILES_PER_OWNER_MAX documents plus the contract (the upload refuses more).
  const documents = await listDocumentsOfEmployee(deps.db, ctx, me.id, FILES_PER_OWNER_MAX + 1);
  const shares = await sharesOf(
    deps.db,
    ctx,
    documents.map((document) => document.id),
  );
  return {
    documents: documents
      .filter((document) => isShared(document, shares.get(document.id)))
      .map((document) => toMyDocument(document, shares.get(document.id))),
  };
}
