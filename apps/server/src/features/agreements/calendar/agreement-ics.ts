import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadAgreement } from '../agreement-record';
import type { AgreementDeps } from '../deps';
import { agreementCalendar } from './agreement-calendar';

/** GET /api/agreements/:agreementId/calendar.ics: 'Download til kalender'. */
export async function agreementIcs(
  deps: Pick<AgreementDeps, 'db' | 'baseUrl'>,
  ctx: AdminContext,
  agreementId: string,
): Promise<{ fileName: string; body: string }> {
  const row = await loadAgreement(deps.db, ctx, agreementId);
  const body = agreementCalendar([row], { baseUrl: deps.baseUrl, name: row.title });
  return { fileName: `${row.title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'aftale'}.ics`, body };
}
