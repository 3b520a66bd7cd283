import {
  compareDanish,
  danishToday,
  datesBetween,
  HOLIDAY_DASHBOARD_REMINDERS,
  type HolidayCalendar,
  type HolidayDashboard,
  type HolidaySettings,
  holidayYearLabel,
  isoWeekday,
  publicHolidayName,
} from '@kollega/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { recordAudit } from '../../db/audit';
import { companyDaysOff, holidayRequests, holidaySettings, timeEntries } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import {
  balancesOf,
  loadBalanceData,
  loadCompanyEmployees,
  loadHolidaySettings,
  nameOf,
  remindersOf,
  toRequestDto,
} from './holiday-record';

/** GET /api/holiday/settings. */
export function getSettings(deps: HolidayDeps, ctx: AdminContext): Promise<HolidaySettings> {
  return loadHolidaySettings(deps.db, ctx.companyId);
}

/** PUT /api/holiday/settings: holiday in advance, and the feriefridage (0–5 per calendar year or ferieår). */
export async function saveSettings(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: HolidaySettings,
): Promise<HolidaySettings> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(holidaySettings)
      .values({ companyId: ctx.companyId, ...input })
      .onConflictDoUpdate({ target: holidaySettings.companyId, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, ctx, {
      action: 'holiday.settings.save',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { ...input },
    });
  });
  return loadHolidaySettings(deps.db, ctx.companyId);
}

const ABSENCE = ['holiday', 'sickLeave', 'timeOff'] as const;

/**
 * GET /api/holiday/calendar?month=YYYY-MM&department=: who is away on each day of the month (registered
 * holiday, sickness and time off, and pending requests), public holidays and company days off marked. It lists
 * the people employed in the month (a start date on or before its last day, no end date before its first).
 */
export async function companyCalendar(
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

/** GET /api/holiday/dashboard: the admin's card: pending requests, and November's reminders. */
export async function holidayDashboard(deps: HolidayDeps, ctx: AdminContext): Promise<HolidayDashboard> {
  const today = danishToday();
  const [people, settings, data] = await Promise.all([
    loadCompanyEmployees(deps.db, ctx.companyId),
    loadHolidaySettings(deps.db, ctx.companyId),
    loadBalanceData(deps.db, ctx.companyId, today),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const pendingRows = [...data.requests.values()]
    .flat()
    .filter((r) => r.status === 'pending' && byId.has(r.employeeId))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const reminders = people
    .filter((p) => p.employmentStatus !== 'inactive')
    .flatMap((p) => remindersOf(p, balancesOf(data, p, settings, today), today));
  return {
    pending: pendingRows
      .slice(0, 5)
      .map((row) => toRequestDto(row, byId.get(row.employeeId) as (typeof people)[number])),
    pendingTotal: pendingRows.length,
    reminders: reminders.slice(0, HOLIDAY_DASHBOARD_REMINDERS),
    remindersTotal: reminders.length,
  };
}

/** GET /api/holiday/export.xlsx: every employee's balances per open ferieår, and feriefridage, as a workbook. */
export async function exportBalances(deps: HolidayDeps, ctx: AdminContext): Promise<Buffer> {
  const today = danishToday();
  const [people, settings, data] = await Promise.all([
    loadCompanyEmployees(deps.db, ctx.companyId),
    loadHolidaySettings(deps.db, ctx.companyId),
    loadBalanceData(deps.db, ctx.companyId, today),
  ]);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kollega';
  const sheet = workbook.addWorksheet('Feriesaldi');
  sheet.columns = [
    { header: 'Medarbejder', key: 'name', width: 28 },
    { header: 'Afdeling', key: 'department', width: 18 },
    { header: 'Ferieår', key: 'year', width: 10 },
    { header: 'Optjent', key: 'earned', width: 10 },
    { header: 'Startsaldo og korrektioner', key: 'adjusted', width: 14 },
    { header: 'Overført ind', key: 'in', width: 12 },
    { header: 'Overført ud', key: 'out', width: 12 },
    { header: 'Afholdt', key: 'taken', width: 10 },
    { header: 'Planlagt', key: 'planned', width: 10 },
    { header: 'Rest', key: 'remaining', width: 10 },
    { header: 'Bortfalder 31.12', key: 'expiring', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  const extraSheet = workbook.addWorksheet('Feriefridage');
  extraSheet.columns = [
    { header: 'Medarbejder', key: 'name', width: 28 },
    { header: 'Periode', key: 'year', width: 10 },
    { header: 'Tildelt', key: 'granted', width: 10 },
    { header: 'Korrektioner', key: 'adjusted', width: 12 },
    { header: 'Afholdt', key: 'taken', width: 10 },
    { header: 'Planlagt', key: 'planned', width: 10 },
    { header: 'Rest', key: 'remaining', width: 10 },
  ];
  extraSheet.getRow(1).font = { bold: true };
  for (const person of people) {
    const balances = balancesOf(data, person, settings, today);
    for (const year of balances.years) {
      sheet.addRow({
        name: nameOf(person),
        department: person.department,
        year: holidayYearLabel(year.year),
        earned: year.earned,
        adjusted: year.adjusted,
        in: year.transferredIn,
        out: year.transferredOut,
        taken: year.taken,
        planned: year.planned,
        // 'Rest' as the Ferie tab shows it: the planned days apart, so a lawful later request is no minus.
        remaining: year.left,
        expiring: year.expiring,
      });
    }
    if (balances.extra) {
      const extra = balances.extra;
      extraSheet.addRow({
        name: nameOf(person),
        year: extra.period === 'calendarYear' ? String(extra.year) : holidayYearLabel(extra.year),
        granted: extra.granted,
        adjusted: extra.adjusted,
        taken: extra.taken,
        planned: extra.planned,
        remaining: extra.remaining,
      });
    }
  }
  sheet.addRow([]);
  sheet.addRow([`Vejledende saldi pr. ${today}. Kollega er ikke et lønsystem.`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
