import type { AgreementDetail } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { agreementAudit, loadAgreement } from './agreement-record';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';

/** POST …/close ('Afslut') and …/reopen ('Genåben'), hr-core §4. Doing it twice changes nothing more. */
export async function setAgreementClosed(
  deps: Pick<AgreementDeps, 'db' | 'baseUrl'>,
  ctx: AdminContext,
  input: { agreementId: string; isClosed: boolean },
): Promise<AgreementDetail> {
  const { isClosed } = input;
  await audited(deps.db, ctx, async (tx) => {
    const row = await loadAgreement(tx, ctx, input.agreementId, { forUpdate: true });
    if (row.isClosed === isClosed) return { result: undefined, audit: [] };
    await tx
      .update(agreements)
      .set({ isClosed, updatedAt: new Date() })
      .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, row.id)));
    return {
      result: undefined,
      audit: agreementAudit(row.id, isClosed ? 'agreement.close' : 'agreement.reopen'),
    };
  });
  return getAgreement(deps, ctx, input);
}
