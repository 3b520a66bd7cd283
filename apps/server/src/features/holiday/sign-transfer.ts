import { danishToday, type HolidayOverview, holidayYearPeriod } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { holidayLedger } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { changeLedgerRow } from './holiday-overview';
import { ledgerAudit } from './holiday-record';

/**
 * POST /api/holiday/ledger/:ledgerId/sign: the written transfer agreement is signed; the days move. After
 * 31 December of the year the days lapse it is too late (409), as for adding the transfer.
 */
export function signTransfer(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: { ledgerId: string },
): Promise<HolidayOverview> {
  return changeLedgerRow(deps.db, ctx.companyId, input.ledgerId, async (tx, row) => {
    if (row.kind !== 'transfer') throw new AppError('HOLIDAY_NOT_TRANSFER');
    // The written agreement must be made by 31 December of the year the days lapse: signing it later moves nothing.
    if (row.signedAt === null && danishToday() > holidayYearPeriod(row.year).takeEnd) {
      throw new AppError('HOLIDAY_TRANSFER_LATE');
    }
    if (row.signedAt === null) {
      await tx
        .update(holidayLedger)
        .set({ signedAt: new Date() })
        .where(and(eq(holidayLedger.companyId, ctx.companyId), eq(holidayLedger.id, row.id)));
      await recordAudit(tx, ctx, ledgerAudit(row.employeeId, 'holiday.transfer.sign', { ledgerId: row.id }));
    }
  });
}
