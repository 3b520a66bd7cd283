import type { AgreementDetail } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { agreementAudit, loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';

/** POST …/close ('Afslut') and …/reopen ('Genåben'), hr-core §4. Doing it twice changes nothing more. */
export async function setAgreementClosed(
  deps: Pick<AgreementDeps, 'db' | 'baseUrl'>,
  ctx: AdminContext,
  agreementId: string,
  isClosed: boolean,
): Promise<AgreementDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await loadAgreement(tx, ctx, agreementId, { forUpdate: true });
    if (row.isClosed === isClosed) return;
    await tx
      .update(agreements)
      .set({ isClosed, updatedAt: new Date() })
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    await recordAudit(tx, ctx, agreementAudit(row.id, isClosed ? 'agreement.close' : 'agreement.reopen'));
  });
  return getAgreement(deps, ctx, agreementId);
}
