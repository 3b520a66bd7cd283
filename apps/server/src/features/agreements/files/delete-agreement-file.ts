import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { agreementFiles } from '../../../db/schema/index';
import { fileAuditDetails, fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { agreementAudit, assertOpen } from '../agreement-record';
import type { AgreementDeps } from '../deps';
import { loadAgreementFile } from './agreement-file';

/** DELETE /api/agreements/:agreementId/files/:fileId: the record and its audit row, then the file. */
export async function deleteAgreementFile(
  deps: Pick<AgreementDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { agreementId: string; fileId: string },
): Promise<void> {
  await fileResource(deps).remove(async (tx) => {
    const { agreement, file } = await loadAgreementFile(tx, ctx, input.agreementId, input.fileId, {
      forUpdate: true,
    });
    assertOpen(agreement);
    await tx
      .delete(agreementFiles)
      .where(and(eq(agreementFiles.companyId, ctx.companyId), eq(agreementFiles.id, file.id)));
    await recordAudit(tx, ctx, agreementAudit(agreement.id, 'agreement.file.delete', fileAuditDetails(file)));
    return { value: undefined, removedKey: file.storageKey };
  });
}
