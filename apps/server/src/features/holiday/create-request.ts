import type { holidayRequestListQuerySchema } from '@kollega/domain';
import {
  availableOn,
  danishToday,
  extraDaysBalance,
  HOLIDAY_MESSAGES,
  type HolidayRequestDto,
  type HolidayRequestInput,
  periodLockedMessage,
  workRegisteredMessage,
} from '@kollega/domain';
import { and, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit';
import { employees, holidayRequests, timeEntries } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext, MemberContext } from '../../plugins/auth/request-context';
import type { HolidayDeps, Tx } from './deps';
import { sendDecisionMail } from './holiday-mail';
import {
  balancesOf,
  type HolidayEmployee,
  loadBalanceData,
  loadHolidayEmployee,
  loadHolidaySettings,
  nameOf,
  type RequestRow,
  toRequestDto,
} from './holiday-record';

const audit = (id: string, action: string, details: Record<string, unknown> = {}) => ({
  action,
  entityType: 'holidayRequest',
  entityId: id,
  details,
});

/** Serializes the holiday actions of one employee (two requests or approvals at once cannot both pass the checks). */
async function lockEmployee(tx: Tx, companyId: string, employeeId: string): Promise<void> {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .for('update');
}

/**
 * 409 when a request of the employee in one of `statuses` (pending or approved when asking; approved when
 * approving), other than `except`, shares a day with the period.
 */
async function assertNoOverlap(
  tx: Tx,
  companyId: string,
  period: { employeeId: string; from: string; to: string; except?: string },
  statuses: readonly ('pending' | 'approved')[],
): Promise<void> {
  const [clash] = await tx
    .select({ id: holidayRequests.id })
    .from(holidayRequests)
    .where(
      and(
        eq(holidayRequests.companyId, companyId),
        eq(holidayRequests.employeeId, period.employeeId),
        inArray(holidayRequests.status, [...statuses]),
        lte(holidayRequests.fromDate, period.to),
        gte(holidayRequests.toDate, period.from),
        ...(period.except ? [ne(holidayRequests.id, period.except)] : []),
      ),
    )
    .limit(1);
  if (clash) throw new AppError('HOLIDAY_REQUEST_OVERLAP');
}

/**
 * The dates of the period that already hold a full-day absence (ferie, fri or sygdom): never registered twice
 * (ruling 30: a day holds at most one full-day absence), so a request spends no feriedag on them.
 */
async function registeredAbsence(
  tx: Tx,
  companyId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await tx
    .select({ date: timeEntries.date })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        inArray(timeEntries.type, ['holiday', 'timeOff', 'sickLeave']),
        gte(timeEntries.date, from),
        lte(timeEntries.date, to),
      ),
    );
  return new Set(rows.map((row) => row.date));
}

/** Of `dates`, those holding registered work or overtime. */
async function datesWithWork(
  tx: Tx,
  companyId: string,
  employeeId: string,
  dates: readonly string[],
): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .select({ date: timeEntries.date })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        inArray(timeEntries.type, ['work', 'overtime']),
        inArray(timeEntries.date, [...dates]),
      ),
    );
  return [...new Set(rows.map((row) => row.date))].sort();
}

/**
 * The days a request of the period would register: its feriedage (ruling 31) or, for feriefridage, its working
 * days, less those already holding a full-day absence. 400 when the period has none at all, 409 when all of them
 * are registered already.
 */
async function daysToRegister(
  deps: HolidayDeps,
  tx: Tx,
  companyId: string,
  request: { employeeId: string; bucket: 'holiday' | 'extra'; from: string; to: string },
): Promise<{ date: string; hours: number }[]> {
  const type = request.bucket === 'extra' ? 'timeOff' : 'holiday';
  const days = await deps.timereg.requestDays(
    tx,
    companyId,
    request.employeeId,
    type,
    request.from,
    request.to,
  );
  if (days.length === 0) throw new AppError('NO_WORKING_DAYS', HOLIDAY_MESSAGES.noWorkingDays);
  const registered = await registeredAbsence(tx, companyId, request.employeeId, request.from, request.to);
  const open = days.filter((day) => !registered.has(day.date));
  if (open.length === 0) throw new AppError('HOLIDAY_ALREADY_REGISTERED');
  return open;
}

/**
 * POST /api/me/holiday/requests: the employee asks for holiday or feriefridage (period, type, note). A period
 * that shares a day with a pending or approved request of the employee is refused (409). Ferie counts feriedage
 * (ruling 31: Monday to Friday, whatever the norm week), feriefridage time registration's working days, less the
 * days already holding a full-day absence; a day in an approved or locked week is refused at once (409: it could
 * never be approved); without
 * holiday in advance (a company setting) the days must be earned by the first day; feriefridage must be left in
 * their period.
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
    const [settings, data] = await Promise.all([
      loadHolidaySettings(tx, ctx.companyId),
      loadBalanceData(tx, ctx.companyId, today, [employee.id]),
    ]);
    const balances = balancesOf(data, employee, settings, today);
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
      audit(row.id, 'holiday.request.create', { from: row.fromDate, to: row.toDate }),
    );
    return toRequestDto(row, employee);
  });
}

type ListQuery = z.output<typeof holidayRequestListQuerySchema>;

/** GET /api/holiday/requests: the company's requests, pending first by first day, then the newest decided. */
export async function listRequests(
  deps: HolidayDeps,
  ctx: AdminContext,
  query: ListQuery,
): Promise<{ items: HolidayRequestDto[]; total: number }> {
  if (query.employeeId !== undefined && !isUuid(query.employeeId)) return { items: [], total: 0 };
  const filters: SQL[] = [eq(holidayRequests.companyId, ctx.companyId)];
  if (query.status) filters.push(eq(holidayRequests.status, query.status));
  if (query.employeeId) filters.push(eq(holidayRequests.employeeId, query.employeeId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ request: holidayRequests, employee: employees })
      .from(holidayRequests)
      .innerJoin(
        employees,
        and(eq(employees.companyId, ctx.companyId), eq(employees.id, holidayRequests.employeeId)),
      )
      .where(and(...filters))
      .orderBy(
        query.status === 'pending' ? holidayRequests.fromDate : desc(holidayRequests.createdAt),
        holidayRequests.id,
      )
      .limit(query.limit)
      .offset(query.offset),
    deps.db
      .select({ n: count() })
      .from(holidayRequests)
      .where(and(...filters)),
  ]);
  return {
    items: rows.map(({ request, employee }) => toRequestDto(request, employee)),
    total: total?.n ?? 0,
  };
}

async function loadRequestForUpdate(tx: Tx, companyId: string, requestId: string, employeeId?: string) {
  if (!isUuid(requestId)) throw notFound();
  const filters = [eq(holidayRequests.companyId, companyId), eq(holidayRequests.id, requestId)];
  if (employeeId) filters.push(eq(holidayRequests.employeeId, employeeId));
  const [row] = await tx
    .select()
    .from(holidayRequests)
    .where(and(...filters))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/holiday/requests/:id/approve and /decline: approval registers the feriedage of the period as holiday
 * (or, for feriefridage, the working days as time off) through time registration, and is refused (409, naming the
 * days) while any of them holds registered work (ruling 30); declining needs a reason; the employee is told by
 * e-mail.
 */
export async function decideRequest(
  deps: HolidayDeps,
  ctx: AdminContext,
  requestId: string,
  decision: { approve: true; comment: string } | { approve: false; reason: string },
): Promise<HolidayRequestDto> {
  const { row, employee } = await deps.db.transaction(async (tx) => {
    const request = await loadRequestForUpdate(tx, ctx.companyId, requestId);
    if (request.status !== 'pending') throw new AppError('HOLIDAY_REQUEST_DECIDED');
    const employee = await loadHolidayEmployee(tx, ctx.companyId, request.employeeId);
    const me = await tx
      .select({ firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, ctx.employeeId)));
    const decidedByName = me[0] ? nameOf(me[0]) : ctx.email;
    let entryIds: string[] = [];
    if (decision.approve) {
      // Requests made before overlaps were refused may still share days: the second approval is refused, and no
      // day that already holds a full-day absence gets another.
      await lockEmployee(tx, ctx.companyId, employee.id);
      const period = { employeeId: employee.id, from: request.fromDate, to: request.toDate };
      await assertNoOverlap(tx, ctx.companyId, { ...period, except: request.id }, ['approved']);
      const days = await daysToRegister(deps, tx, ctx.companyId, {
        ...period,
        bucket: request.bucket === 'extra' ? 'extra' : 'holiday',
      });
      // Ruling 30: a day with work and ferie would be paid twice (NORMAL and FERIE in the Lønudtræk, plus/minus
      // up by the day's holiday hours); the admin shortens the request or corrects the work first.
      const worked = await datesWithWork(
        tx,
        ctx.companyId,
        employee.id,
        days.map((day) => day.date),
      );
      if (worked.length > 0) throw new AppError('HOLIDAY_WORK_REGISTERED', workRegisteredMessage(worked));
      const extra = request.bucket === 'extra';
      const entries = await deps.timereg.addAbsence(tx, ctx, {
        employeeId: employee.id,
        type: extra ? 'timeOff' : 'holiday',
        days,
        note: extra ? 'Feriefridag (godkendt anmodning)' : 'Ferie (godkendt anmodning)',
      });
      entryIds = entries.map((entry) => entry.id);
    }
    const [row] = await tx
      .update(holidayRequests)
      .set({
        status: decision.approve ? 'approved' : 'declined',
        decisionComment: decision.approve ? decision.comment : decision.reason,
        decidedBy: ctx.userId,
        decidedByName,
        decidedAt: new Date(),
        entryIds,
        ...(decision.approve ? { days: entryIds.length } : {}),
      })
      .where(and(eq(holidayRequests.companyId, ctx.companyId), eq(holidayRequests.id, request.id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(
      tx,
      ctx,
      audit(row.id, decision.approve ? 'holiday.request.approve' : 'holiday.request.decline', {
        entries: entryIds.length,
      }),
    );
    return { row, employee };
  });
  await sendDecisionMail(deps, employee, row);
  return toRequestDto(row, employee);
}

/**
 * POST /api/holiday/requests/:id/cancel (admin) and /api/me/holiday/requests/:id/cancel (the employee's own): a
 * pending request is withdrawn; an approved one loses its registrations after today (days already taken stay
 * registered). A request that has ended, or was declined, cannot be cancelled.
 */
export async function cancelRequest(
  deps: HolidayDeps,
  ctx: MemberContext,
  requestId: string,
  by: 'admin' | 'employee',
): Promise<HolidayRequestDto> {
  return deps.db.transaction(async (tx) => {
    const request = await loadRequestForUpdate(
      tx,
      ctx.companyId,
      requestId,
      by === 'employee' ? ctx.employeeId : undefined,
    );
    const today = danishToday();
    const open = request.status === 'pending' || (request.status === 'approved' && request.toDate > today);
    if (!open) throw new AppError('HOLIDAY_CANNOT_CANCEL');
    const employee: HolidayEmployee = await loadHolidayEmployee(tx, ctx.companyId, request.employeeId);
    let removed = 0;
    if (request.status === 'approved' && request.entryIds.length > 0) {
      const future = await tx
        .select({ id: timeEntries.id, date: timeEntries.date })
        .from(timeEntries)
        .where(and(eq(timeEntries.companyId, ctx.companyId), inArray(timeEntries.id, request.entryIds)));
      for (const entry of future.filter((e) => e.date > today)) {
        await deps.timereg.deleteEntry(tx, ctx, entry.id);
        removed += 1;
      }
    }
    const [row] = await tx
      .update(holidayRequests)
      .set({ status: 'cancelled' })
      .where(and(eq(holidayRequests.companyId, ctx.companyId), eq(holidayRequests.id, request.id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, audit(row.id, 'holiday.request.cancel', { by, removedEntries: removed }));
    return toRequestDto(row as RequestRow, employee);
  });
}
