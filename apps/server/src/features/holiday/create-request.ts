import {
  availableOn,
  danishToday,
  extraDaysBalance,
  type HolidayRequestDto,
  type HolidayRequestInput,
  periodLockedMessage,
} from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import { holidayRequests } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { loadEmployeeBalances } from './holiday-balances';
import { announceHolidayRequest } from './holiday-notifications';
import { loadHolidayEmployee, lockEmployee, requestAudit, toRequestDto } from './holiday-record';
import { assertNoOverlap, daysToRegister } from './request-checks';

/**
 * POST /api/me/holiday/requests: the employee asks for holiday or feriefridage (period, type, note). A period
 * that shares a day with a pending or approved request of the employee is refused (409). Ferie counts feriedage
 * (docs/rules/holiday.md#ruling-31: Monday to Friday, whatever the norm week), feriefridage time registration's working days, less the
 * days already holding a full-day absence; a day in an approved or locked week is refused at once (409: it could
 * never be approved); without holiday in advance (a company setting) the days must be earned by the first day;
 * feriefridage must be left in their period.
 */
export async function createRequest(
  deps: HolidayDeps,
  ctx: MemberContext,
  input: HolidayRequestInput,
): Promise<HolidayRequestDto> {
  return deps.db.transaction(async (tx) => {
    const employee = await loadHolidayEmployee(tx, ctx.companyId, ctx.employeeId);
    await lockEmployee(tx, ctx.companyId, employee.id);
    const period = { employeeId: employee.id, from: input.from, to: input.to };
    await assertNoOverlap(tx, ctx.companyId, period, ['pending', 'approved']);
    const days = await daysToRegister(deps, tx, ctx.companyId, { ...period, bucket: input.bucket });
    const dates = days.map((day) => day.date);
    const locked = await deps.timereg.lockedDays(tx, ctx.companyId, employee.id, dates);
    if (locked.length > 0) throw new AppError('HOLIDAY_PERIOD_LOCKED', periodLockedMessage(locked));
    const today = danishToday();
    const { settings, balances } = await loadEmployeeBalances(tx, ctx.companyId, employee, today);
    if (input.bucket === 'holiday' && !settings.allowAdvance) {
      if (availableOn(balances.input, input.from) < dates.length) throw new AppError('HOLIDAY_NOT_EARNED');
    }
    if (input.bucket === 'extra') {
      const atFrom = input.from > today ? input.from : today;
      const extra = extraDaysBalance({
        today: atFrom,
        daysPerPeriod: settings.extraDays,
        period: settings.extraDaysPeriod,
        employment: balances.input.employment,
        usedDates: balances.extraDates,
        pending: balances.requests
          .filter((r) => r.status === 'pending' && r.bucket === 'extra')
          .map((r) => ({ from: r.fromDate, days: r.days })),
        ledger: balances.input.ledger,
      });
      if (extra.remaining < dates.length) throw new AppError('HOLIDAY_EXTRA_EXHAUSTED');
    }
    const [row] = await tx
      .insert(holidayRequests)
      .values({
        companyId: ctx.companyId,
        employeeId: employee.id,
        bucket: input.bucket,
        fromDate: input.from,
        toDate: input.to,
        days: dates.length,
        note: input.note,
      })
      .returning();
    if (!row) throw new Error('insert into holiday_requests returned no row');
    await recordAudit(
      tx,
      ctx,
      requestAudit(row.id, 'holiday.request.create', { from: row.fromDate, to: row.toDate }),
    );
    await announceHolidayRequest(tx, row, employee);
    return toRequestDto(row, employee);
  });
}
