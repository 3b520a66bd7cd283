import {
  danishToday,
  type HolidayLedgerInput,
  type HolidayOverview,
  holidayYearPeriod,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { holidayLedger } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps, Tx } from './deps';
import {
  balancesOf,
  buildOverview,
  loadBalanceData,
  loadHolidayEmployee,
  loadHolidaySettings,
} from './holiday-record';

const audit = (id: string, action: string, details: Record<string, unknown>) => ({
  action,
  entityType: 'employee',
  entityId: id,
  details,
});

/** GET /api/holiday/employees/:employeeId: the employee's Ferie tab. */
export async function getEmployeeHoliday(
  deps: HolidayDeps,
  ctx: AdminContext,
  employeeId: string,
): Promise<HolidayOverview> {
  const employee = await loadHolidayEmployee(deps.db, ctx.companyId, employeeId);
  return buildOverview(deps.db, ctx.companyId, employee);
}

/**
 * POST /api/holiday/employees/:employeeId/ledger: an opening balance for existing staff, a correction with its
 * reason, or a transfer to the next ferieår. A transfer of 5th-week days needs a written agreement made by
 * 31 December and counts once it is marked signed; the first 20 days move only for a lawful hindrance, noted.
 */
export async function addLedgerRow(
  deps: HolidayDeps,
  ctx: AdminContext,
  employeeId: string,
  input: HolidayLedgerInput,
): Promise<HolidayOverview> {
  const employee = await deps.db.transaction(async (tx) => {
    const employee = await loadHolidayEmployee(tx, ctx.companyId, employeeId);
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
      audit(employee.id, 'holiday.ledger.add', { ledgerId: row.id, kind: row.kind, days: row.days }),
    );
    return employee;
  });
  return buildOverview(deps.db, ctx.companyId, employee);
}

async function assertTransferAllowed(
  tx: Tx,
  ctx: AdminContext,
  employee: Awaited<ReturnType<typeof loadHolidayEmployee>>,
  input: HolidayLedgerInput,
  hindrance: boolean,
): Promise<void> {
  const today = danishToday();
  if (today > holidayYearPeriod(input.year).takeEnd) throw new AppError('HOLIDAY_TRANSFER_LATE');
  const [settings, data] = await Promise.all([
    loadHolidaySettings(tx, ctx.companyId),
    loadBalanceData(tx, ctx.companyId, today, [employee.id]),
  ]);
  const year = balancesOf(data, employee, settings, today).years.find((y) => y.year === input.year);
  if (!year || input.days > year.remaining) throw new AppError('HOLIDAY_TRANSFER_TOO_MANY');
  if (!hindrance && input.days > year.fifthWeekLeft) throw new AppError('HOLIDAY_FIFTH_WEEK_ONLY');
}

async function loadLedgerRow(tx: Tx, companyId: string, ledgerId: string) {
  if (!isUuid(ledgerId)) throw notFound();
  const [row] = await tx
    .select()
    .from(holidayLedger)
    .where(and(eq(holidayLedger.companyId, companyId), eq(holidayLedger.id, ledgerId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/holiday/ledger/:ledgerId/sign: the written transfer agreement is signed; the days move. After
 * 31 December of the year the days lapse it is too late (409), as for adding the transfer.
 */
export async function signTransfer(
  deps: HolidayDeps,
  ctx: AdminContext,
  ledgerId: string,
): Promise<HolidayOverview> {
  const employeeId = await deps.db.transaction(async (tx) => {
    const row = await loadLedgerRow(tx, ctx.companyId, ledgerId);
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
      await recordAudit(tx, ctx, audit(row.employeeId, 'holiday.transfer.sign', { ledgerId: row.id }));
    }
    return row.employeeId;
  });
  const employee = await loadHolidayEmployee(deps.db, ctx.companyId, employeeId);
  return buildOverview(deps.db, ctx.companyId, employee);
}

/** DELETE /api/holiday/ledger/:ledgerId: removes an admin's row entered by mistake. */
export async function deleteLedgerRow(
  deps: HolidayDeps,
  ctx: AdminContext,
  ledgerId: string,
): Promise<HolidayOverview> {
  const employeeId = await deps.db.transaction(async (tx) => {
    const row = await loadLedgerRow(tx, ctx.companyId, ledgerId);
    await tx
      .delete(holidayLedger)
      .where(and(eq(holidayLedger.companyId, ctx.companyId), eq(holidayLedger.id, row.id)));
    await recordAudit(
      tx,
      ctx,
      audit(row.employeeId, 'holiday.ledger.delete', { ledgerId: row.id, kind: row.kind, days: row.days }),
    );
    return row.employeeId;
  });
  const employee = await loadHolidayEmployee(deps.db, ctx.companyId, employeeId);
  return buildOverview(deps.db, ctx.companyId, employee);
}
