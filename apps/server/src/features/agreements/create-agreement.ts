import type { AgreementDetail, AgreementInput } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import { announceAgreement } from './calendar/agreement-invitations';
import type { AgreementDeps } from './deps';
import { getAgreement } from './get-agreement';
import { insertAgreement } from './insert-agreement';

/** POST /api/agreements: 'Ny aftale' (hr-core §5); new agreements are open (hr-core §4). */
export async function createAgreement(
  deps: AgreementDeps,
  ctx: AdminContext,
  input: AgreementInput,
): Promise<AgreementDetail> {
  const row = await withTransaction(deps.db, async (tx) => {
    const created = await insertAgreement(tx, ctx, input, {
      action: 'agreement.create',
      details: { title: input.title },
    });
    await announceAgreement(tx, ctx, { agreementId: created.id, change: 'booked', baseUrl: deps.baseUrl });
    return created;
  });
  return getAgreement(deps, ctx, { agreementId: row.id });
}
