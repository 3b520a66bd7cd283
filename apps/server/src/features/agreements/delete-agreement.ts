import { and, eq } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import { fileResource } from '../../integrations/uploads/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { agreementAudit, agreementFolder, loadAgreement } from './agreement-record';
import { announceAgreement } from './calendar/agreement-invitations';
import type { AgreementDeps } from './deps';

/** DELETE /api/agreements/:agreementId ('Slet'): the row (attendees and file records cascade), then its files. */
export async function deleteAgreement(
  deps: Pick<AgreementDeps, 'db' | 'storage' | 'log' | 'baseUrl'>,
  ctx: AdminContext,
  input: { agreementId: string },
): Promise<void> {
  await audited(deps.db, ctx, async (tx) => {
    const row = await loadAgreement(tx, ctx, input.agreementId, { forUpdate: true });
    // The cancellation is made while the agreement and its attendees still exist.
    if (row.startsAt.getTime() > Date.now()) {
      await announceAgreement(tx, ctx, { agreementId: row.id, change: 'cancelled', baseUrl: deps.baseUrl });
    }
    await tx
      .delete(agreements)
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    return { result: undefined, audit: agreementAudit(row.id, 'agreement.delete', { title: row.title }) };
  });
  await fileResource(deps).removeFolder(agreementFolder(ctx.companyId, input.agreementId));
}
