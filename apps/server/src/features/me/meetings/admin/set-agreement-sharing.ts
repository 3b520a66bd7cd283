import type { AgreementSharingState } from '@kollega/domain';
import { agreementSharing, agreements } from '../../../../db/schema/index';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { audited, loadInCompany } from '../../../../services/context';
import type { MeDeps } from '../../deps';
import { sharingOf, toSharingState } from '../meeting-record';

/**
 * PUT /api/agreements/:agreementId/sharing: the admin switches 'Del referat med medarbejder' on the Beskrivelse
 * (issue 27, changing docs/rules/agreements.md#ruling-22). Allowed on a closed agreement too: the referat is
 * usually shared once the meeting is over. Audit-logged with before and after.
 */
export async function setAgreementSharing(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { agreementId: string; shareSummary: boolean },
): Promise<AgreementSharingState> {
  return audited(deps.db, ctx, async (tx) => {
    const row = await loadInCompany(tx, agreements, ctx, input.agreementId, { forUpdate: true });
    const current = (await sharingOf(tx, ctx, [row.id])).get(row.id);
    const before = current?.shareSummary ?? false;
    // Nothing changed: nothing written, so no row without its audit row.
    if (before === input.shareSummary) return { result: toSharingState(row, current), audit: [] };
    const values = { shareSummary: input.shareSummary, updatedAt: new Date() };
    const [after] = await tx
      .insert(agreementSharing)
      .values({ companyId: ctx.companyId, agreementId: row.id, ...values })
      .onConflictDoUpdate({ target: [agreementSharing.companyId, agreementSharing.agreementId], set: values })
      .returning();
    return {
      result: toSharingState(row, after),
      audit: {
        action: 'agreement.summary.sharing',
        entityType: 'agreement',
        entityId: row.id,
        details: { regardingId: row.regardingId, shareSummary: { before, after: input.shareSummary } },
      },
    };
  });
}
