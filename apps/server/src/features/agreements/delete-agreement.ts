import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { agreementAudit, agreementFolder, loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';

/** DELETE /api/agreements/:agreementId ('Slet'): the row (attendees and file records cascade), then its files. */
export async function deleteAgreement(
  deps: Pick<AgreementDeps, 'db' | 'storage'>,
  ctx: AdminContext,
  agreementId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await loadAgreement(tx, ctx, agreementId, { forUpdate: true });
    await tx
      .delete(agreements)
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    await recordAudit(tx, ctx, agreementAudit(row.id, 'agreement.delete', { title: row.title }));
  });
  // After the commit: a failed removal leaves an orphan file, never a record without its file.
  await deps.storage.deletePrefix(agreementFolder(ctx.companyId, agreementId)).catch(() => {});
}
