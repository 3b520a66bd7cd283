import type { AgreementFile } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import { agreementFiles } from '../../../db/schema/index';
import {
  acceptedDocument,
  assertRoomForFile,
  type DocumentUpload,
  fileAuditDetails,
  fileResource,
  storedDocumentColumns,
} from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { agreementAudit, agreementFolder, assertOpen, loadAgreement, toFile } from '../agreement-record';
import type { AgreementDeps } from '../deps';

const FILES = { companyId: agreementFiles.companyId, ownerId: agreementFiles.agreementId };

/**
 * POST /api/agreements/:agreementId/files: an attachment, with the same limits and content checks as an
 * employee's documents, at most FILES_PER_OWNER_MAX per agreement. The file is written before the transaction and removed again if it fails.
 */
export async function uploadAgreementFile(
  deps: Pick<AgreementDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { agreementId: string; upload: DocumentUpload },
): Promise<AgreementFile> {
  const { agreementId, upload } = input;
  // Checked before anything is written: an unknown or closed agreement leaves no stray file.
  assertOpen(await loadAgreement(deps.db, ctx, agreementId));
  const accepted = acceptedDocument(upload);
  await assertRoomForFile(deps.db, FILES, ctx.companyId, agreementId);

  const folder = agreementFolder(ctx.companyId, agreementId);
  return fileResource(deps).upload({ folder, ...accepted, data: upload.data }, async (tx, key) => {
    const agreement = await loadAgreement(tx, ctx, agreementId, { forUpdate: true });
    assertOpen(agreement);
    await assertRoomForFile(tx, FILES, ctx.companyId, agreement.id);
    const [file] = await tx
      .insert(agreementFiles)
      .values({
        companyId: ctx.companyId,
        agreementId: agreement.id,
        ...storedDocumentColumns(upload, accepted, key, ctx.userId),
      })
      .returning();
    if (!file) throw new Error('insert into agreement_files returned no row');
    await recordAudit(tx, ctx, agreementAudit(agreement.id, 'agreement.file.upload', fileAuditDetails(file)));
    return { value: toFile(file) };
  });
}
