import {
  type EmployeeSicknessDto,
  eightWeeksBefore,
  eligibility,
  type IsoDate,
  nextDeadline,
  periodCalendarDays,
  periodDeadlines,
  rule120Status,
  type Section56Agreement,
  type SickDayRecord,
  type SicknessSettingsDto,
  type SickPeriod,
  type SickPeriodDto,
  type SickReportDto,
  type SickReportRecord,
  sickDaysPerMonth,
  sickPeriods,
  twelveMonthsStart,
} from '@kollega/domain';
import dayjs from 'dayjs';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { employeeSicknessSettings, employees, sickReports } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import { independentReads, type Reader } from '../../services/context';
import {
  loadNormCalendars,
  loadSickEntryDays,
  type NormCalendar,
  registeredHours,
  whoRegistersTime,
} from '../timereg/public';

export type SickReportRow = typeof sickReports.$inferSelect;

export interface SicknessEmployee {
  id: string;
  firstName: string;
  lastName: string;
  startDate: string | null;
  endDate: string | null;
  individualTimeLogSettings: boolean;
}

const EMPLOYEE_COLUMNS = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  startDate: employees.startDate,
  endDate: employees.endDate,
  individualTimeLogSettings: employees.individualTimeLogSettings,
};

/** An employee of the caller's company, not deleted; another company's id is 404 like a missing one (rule 1). */
export async function loadSicknessEmployee(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<SicknessEmployee> {
  if (!isUuid(employeeId)) throw notFound();
  const [row] = await db
    .select(EMPLOYEE_COLUMNS)
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), isNull(employees.deletedAt)),
    );
  if (!row) throw notFound();
  return row;
}

export const DEFAULT_SETTINGS: SicknessSettingsDto = {
  rule120: false,
  section56From: null,
  section56To: null,
};

export async function loadSettings(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Map<string, SicknessSettingsDto>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(employeeSicknessSettings)
    .where(
      and(
        eq(employeeSicknessSettings.companyId, companyId),
        inArray(employeeSicknessSettings.employeeId, [...employeeIds]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.employeeId,
      { rule120: row.rule120, section56From: row.section56From, section56To: row.section56To },
    ]),
  );
}

export async function loadReports(
  db: Reader,
  companyId: string,
  employeeIds?: readonly string[],
): Promise<SickReportRow[]> {
  if (employeeIds?.length === 0) return [];
  return db
    .select()
    .from(sickReports)
    .where(
      and(
        eq(sickReports.companyId, companyId),
        employeeIds ? inArray(sickReports.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(sickReports.firstDay));
}

/** How far back periods are read: the 12 months of the 120-day rule and the chart, and a period reaching into them. */
export function readFrom(today: IsoDate): IsoDate {
  return dayjs(twelveMonthsStart(today)).subtract(12, 'month').format('YYYY-MM-DD');
}

export function section56Of(settings: SicknessSettingsDto): Section56Agreement | null {
  return settings.section56From ? { from: settings.section56From, to: settings.section56To } : null;
}

/** One employee's periods from their Sygdom days and sygemeldinger (issue 29). */
export function periodsFor(input: {
  entries: readonly { date: string; hours: number }[];
  reports: readonly SickReportRow[];
  norm: NormCalendar;
  today: IsoDate;
}): SickPeriod[] {
  const days: SickDayRecord[] = input.entries.map((entry) => ({
    date: entry.date,
    hours: entry.hours,
    normHours: input.norm.normHoursOn(entry.date),
  }));
  const reports: SickReportRecord[] = input.reports.map((report) => ({
    id: report.id,
    firstDay: report.firstDay,
    expectedReturn: report.expectedReturn,
    recoveredOn: report.recoveredOn,
  }));
  return sickPeriods({
    days,
    reports,
    hasNorm: (date) => input.norm.normHoursOn(date) > 0,
    today: input.today,
  });
}

/** A period with its deadlines and eligibility hint, as the API answers it. */
export async function periodDto(
  db: Reader,
  companyId: string,
  employee: SicknessEmployee,
  registersTime: boolean,
  settings: SicknessSettingsDto,
  period: SickPeriod,
  today: IsoDate,
): Promise<SickPeriodDto> {
  const hours = registersTime
    ? await registeredHours(
        db,
        companyId,
        employee.id,
        eightWeeksBefore(period.firstDay),
        dayBefore(period.firstDay),
      )
    : 0;
  const hint = eligibility({
    firstDay: period.firstDay,
    employmentStart: employee.startDate,
    registersTime,
    hoursInEightWeeks: hours,
  });
  const deadlines = periodDeadlines({
    firstDay: period.firstDay,
    eligibility: hint,
    section56: section56Of(settings),
  });
  const sickDays = period.days.filter((day) => day.date <= today).reduce((sum, day) => sum + day.share, 0);
  return {
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    calendarDays: periodCalendarDays(period, today),
    sickDays: Math.round(sickDays * 100) / 100,
    partialDays: period.days.filter((day) => day.partial).length,
    openReportId: period.openReportId,
    expectedReturn: period.expectedReturn,
    ...deadlines,
    eligibility: hint,
    nextDeadline: period.lastDay === null ? nextDeadline(deadlines, today) : null,
  };
}

function dayBefore(date: IsoDate): IsoDate {
  return dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
}

/** Everything Sygefravær knows of one employee (GET /api/sickness/employees/:id). */
export async function employeeSickness(
  db: Reader,
  companyId: string,
  employee: SicknessEmployee,
  today: IsoDate,
): Promise<EmployeeSicknessDto> {
  const [entries, reports, settingsById, normOf, registering] = await independentReads(db, [
    () => loadSickEntryDays(db, companyId, { employeeIds: [employee.id], from: readFrom(today) }),
    () => loadReports(db, companyId, [employee.id]),
    () => loadSettings(db, companyId, [employee.id]),
    () => loadNormCalendars(db, companyId),
    () => whoRegistersTime(db, companyId, [employee.id]),
  ]);
  const settings = settingsById.get(employee.id) ?? DEFAULT_SETTINGS;
  const periods = periodsFor({ entries, reports, norm: normOf(employee), today });
  const rule120 = rule120Status({ periods, applies: settings.rule120, today });
  const dtos = await independentReads(
    db,
    periods.map(
      (period) => () =>
        periodDto(db, companyId, employee, registering.has(employee.id), settings, period, today),
    ),
  );
  return {
    employeeId: employee.id,
    today,
    sickDaysLast12Months: rule120.sickDays,
    rule120,
    settings,
    // Newest first: the open period on top.
    periods: dtos.reverse(),
    perMonth: sickDaysPerMonth(periods, today),
  };
}

export function toReportDto(row: SickReportRow): SickReportDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    firstDay: row.firstDay,
    expectedReturn: row.expectedReturn,
    recoveredOn: row.recoveredOn,
  };
}
