import { eq } from 'drizzle-orm';
import { agreementFiles } from '../../../db/schema/index';
import { fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { AttachmentFile } from '../../../plugins/send-attachment';
import { loadInCompany, type Reader } from '../../../services/context';
import { type AgreementFileRow, type AgreementRow, loadAgreement } from '../agreement-record';
import type { AgreementDeps } from '../deps';

/** One file of one agreement of the caller's company, or 404. */
export async function loadAgreementFile(
  db: Reader,
  ctx: AdminContext,
  agreementId: string,
  fileId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ agreement: AgreementRow; file: AgreementFileRow }> {
  const agreement = await loadAgreement(db, ctx, agreementId, options);
  const file = await loadInCompany(db, agreementFiles, ctx, fileId, {
    where: eq(agreementFiles.agreementId, agreement.id),
  });
  return { agreement, file };
}

/** GET /api/agreements/:agreementId/files/:fileId: the file, with the name and type it was recorded with. */
export async function agreementFileDownload(
  deps: Pick<AgreementDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { agreementId: string; fileId: string },
): Promise<AttachmentFile> {
  const { file } = await loadAgreementFile(deps.db, ctx, input.agreementId, input.fileId);
  const stored = await fileResource(deps).readStream(file.storageKey);
  return { data: stored.stream, contentType: file.contentType, fileName: `${file.name}.${file.extension}` };
}
