import type { AgreementSharingState } from '@kollega/domain';
import { agreements } from '../../../../db/schema/index';
import type { AdminContext } from '../../../../plugins/auth/request-context';
import { loadInCompany } from '../../../../services/context';
import type { MeDeps } from '../../deps';
import { sharingOf, toSharingState } from '../meeting-record';

/**
 * GET /api/agreements/:agreementId/sharing: 'Del referat med medarbejder' and the employee's preparation,
 * read-only, for the agreement's page (issue 27).
 */
export async function getAgreementSharing(
  deps: Pick<MeDeps, 'db'>,
  ctx: AdminContext,
  input: { agreementId: string },
): Promise<AgreementSharingState> {
  const row = await loadInCompany(deps.db, agreements, ctx, input.agreementId);
  const sharing = await sharingOf(deps.db, ctx, [row.id]);
  return toSharingState(row, sharing.get(row.id));
}
