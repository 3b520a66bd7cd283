import {
  ABSENCE_TYPES,
  compareDanish,
  datesBetween,
  type HolidayCalendar,
  isoWeekday,
  publicHolidayName,
} from '@kollega/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { companyDaysOff, holidayRequests, timeEntries } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { loadCompanyEmployees, nameOf } from './holiday-record';

/** Every absence type (issue 34's too) marks the calendar. */
const ABSENCE = ABSENCE_TYPES;

/**
 * GET /api/holiday/calendar?month=YYYY-MM&department=: who is away on each day of the month (registered
 * holiday, sickness and time off, and pending requests), public holidays and company days off marked. It lists
 * the people employed in the month (a start date on or before its last day, no end date before its first).
 */
export async function getCompanyCalendar(
  deps: HolidayDeps,
  ctx: AdminContext,
  query: { month: string; department?: string | undefined },
): Promise<HolidayCalendar> {
  const first = `${query.month}-01`;
  const daysInMonth = new Date(
    Date.UTC(Number(query.month.slice(0, 4)), Number(query.month.slice(5, 7)), 0),
  ).getUTCDate();
  const last = `${query.month}-${String(daysInMonth).padStart(2, '0')}`;
  const [people, entries, pending, daysOff] = await Promise.all([
    loadCompanyEmployees(deps.db, ctx.companyId),
    deps.db
      .select({ employeeId: timeEntries.employeeId, date: timeEntries.date, type: timeEntries.type })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.companyId, ctx.companyId),
          inArray(timeEntries.type, [...ABSENCE]),
          gte(timeEntries.date, first),
          lte(timeEntries.date, last),
        ),
      )
      .limit(50_000),
    deps.db
      .select()
      .from(holidayRequests)
      .where(
        and(
          eq(holidayRequests.companyId, ctx.companyId),
          eq(holidayRequests.status, 'pending'),
          lte(holidayRequests.fromDate, last),
          gte(holidayRequests.toDate, first),
        ),
      )
      .limit(5_000),
    deps.db
      .select({ date: companyDaysOff.date, name: companyDaysOff.name })
      .from(companyDaysOff)
      .where(
        and(
          eq(companyDaysOff.companyId, ctx.companyId),
          gte(companyDaysOff.date, first),
          lte(companyDaysOff.date, last),
        ),
      ),
  ]);
  const offNames = new Map(daysOff.map((day) => [day.date, day.name || 'Fridag']));
  // Only people employed at some point of the month: started by its last day, not ended before its first.
  const employed = people.filter(
    (p) => (!p.startDate || p.startDate <= last) && (!p.endDate || p.endDate >= first),
  );
  const departments = [...new Set(employed.map((p) => p.department).filter(Boolean))].sort(compareDanish);
  const shown = query.department ? employed.filter((p) => p.department === query.department) : employed;
  const marks = new Map<string, Record<string, (typeof ABSENCE)[number] | 'pending'>>();
  const markOf = (id: string) => {
    let found = marks.get(id);
    if (!found) {
      found = {};
      marks.set(id, found);
    }
    return found;
  };
  for (const request of pending) {
    for (const date of datesBetween(
      request.fromDate < first ? first : request.fromDate,
      request.toDate > last ? last : request.toDate,
    )) {
      if (isoWeekday(date) < 6 && !publicHolidayName(date) && !offNames.has(date))
        markOf(request.employeeId)[date] = 'pending';
    }
  }
  for (const entry of entries) markOf(entry.employeeId)[entry.date] = entry.type as (typeof ABSENCE)[number];
  return {
    month: query.month,
    days: datesBetween(first, last).map((date) => ({
      date,
      weekend: isoWeekday(date) >= 6,
      holidayName: publicHolidayName(date) ?? offNames.get(date) ?? null,
    })),
    departments,
    people: shown.map((p) => ({
      id: p.id,
      name: nameOf(p),
      department: p.department,
      marks: marks.get(p.id) ?? {},
    })),
  };
}
