import {
  danishToday,
  type HolidayLedgerInput,
  type HolidayOverview,
  holidayYearPeriod,
} from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import { holidayLedger } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import type { HolidayDeps } from './deps';
import { loadEmployeeBalances } from './holiday-balances';
import { buildOverview } from './holiday-overview';
import { type HolidayEmployee, ledgerAudit, loadHolidayEmployee } from './holiday-record';

/**
 * POST /api/holiday/employees/:employeeId/ledger: an opening balance for existing staff, a correction with its
 * reason, or a transfer to the next ferieår. A transfer of 5th-week days needs a written agreement made by
 * 31 December and counts once it is marked signed; the first 20 days move only for a lawful hindrance, noted.
 */
export async function addLedgerRow(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: { employeeId: string } & HolidayLedgerInput,
): Promise<HolidayOverview> {
  const employee = await deps.db.transaction(async (tx) => {
    const employee = await loadHolidayEmployee(tx, ctx.companyId, input.employeeId);
    let signedAt: Date | null = null;
    const transferKind = input.kind === 'transfer' ? (input.transferKind ?? 'fifthWeek') : null;
    if (input.kind === 'transfer') {
      await assertTransferAllowed(tx, ctx, employee, input, transferKind === 'hindrance');
      // A hindrance needs no agreement: it counts at once.
      if (transferKind === 'hindrance') signedAt = new Date();
    }
    const [row] = await tx
      .insert(holidayLedger)
      .values({
        companyId: ctx.companyId,
        employeeId: employee.id,
        bucket: input.bucket,
        kind: input.kind,
        year: input.year,
        days: input.days,
        transferKind,
        signedAt,
        note: input.note,
        createdBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error('insert into holiday_ledger returned no row');
    await recordAudit(
      tx,
      ctx,
      ledgerAudit(employee.id, 'holiday.ledger.add', { ledgerId: row.id, kind: row.kind, days: row.days }),
    );
    return employee;
  });
  return buildOverview(deps.db, ctx.companyId, employee);
}

async function assertTransferAllowed(
  tx: Tx,
  ctx: AdminContext,
  employee: HolidayEmployee,
  input: HolidayLedgerInput,
  hindrance: boolean,
): Promise<void> {
  const today = danishToday();
  if (today > holidayYearPeriod(input.year).takeEnd) throw new AppError('HOLIDAY_TRANSFER_LATE');
  const { balances } = await loadEmployeeBalances(tx, ctx.companyId, employee, today);
  const year = balances.years.find((y) => y.year === input.year);
  if (!year || input.days > year.remaining) throw new AppError('HOLIDAY_TRANSFER_TOO_MANY');
  if (!hindrance && input.days > year.fifthWeekLeft) throw new AppError('HOLIDAY_FIFTH_WEEK_ONLY');
}
