import type { HolidayOverview } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { holidayLedger } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { changeLedgerRow } from './holiday-overview';
import { ledgerAudit } from './holiday-record';

/** DELETE /api/holiday/ledger/:ledgerId: removes an admin's row entered by mistake. */
export function deleteLedgerRow(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: { ledgerId: string },
): Promise<HolidayOverview> {
  return changeLedgerRow(deps.db, ctx.companyId, input.ledgerId, async (tx, row) => {
    await tx
      .delete(holidayLedger)
      .where(and(eq(holidayLedger.companyId, ctx.companyId), eq(holidayLedger.id, row.id)));
    await recordAudit(
      tx,
      ctx,
      ledgerAudit(row.employeeId, 'holiday.ledger.delete', {
        ledgerId: row.id,
        kind: row.kind,
        days: row.days,
      }),
    );
  });
}
