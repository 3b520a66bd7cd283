import type {
  CompanySicknessDto,
  IsoDate,
  OpenParentalLeaveDto,
  OpenSickPeriodDto,
  SickPeriod,
} from '@kollega/domain';
import {
  addDays,
  hasOpenRefusionDeadline,
  NEMREFUSION_DAYS,
  periodReachesRefusion,
  refusionFrom,
  type SicknessSettingsDto,
  sickDaysPerMonth,
} from '@kollega/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { loadNormCalendars, loadSickEntryDays, whoRegistersTime } from '../timereg/public';
import type { SicknessDeps } from './deps';
import { loadParentalLeavePeriods } from './parental-leave-record';
import {
  DEFAULT_SETTINGS,
  loadReports,
  loadSettings,
  periodDto,
  periodsFor,
  readFrom,
  section56Of,
} from './sickness-record';

/**
 * GET /api/sickness ('/fravaer'): the company's open sick periods with their deadlines, the most urgent first
 * (the nearest next deadline; periods whose deadlines have all passed last), and sick days per month for the
 * last 12 months (issue 29); the closed sick periods whose NemRefusion report is still to be made (decision 071);
 * and the Barsel periods whose refusion request is still to be made, the nearest deadline first (decision 056).
 */
export async function listSickness(deps: SicknessDeps, ctx: AdminContext): Promise<CompanySicknessDto> {
  return loadCompanySickness(deps.db, ctx.companyId, deps.today());
}

/**
 * What '/fravaer' shows of one company on `today`; also what the notification scan reminds of (decision 068), so
 * the e-mail and the screens name the same deadlines.
 */
export async function loadCompanySickness(
  db: Reader,
  companyId: string,
  today: IsoDate,
): Promise<CompanySicknessDto> {
  const [entries, reports, normOf, leaveByEmployee] = await Promise.all([
    loadSickEntryDays(db, companyId, { from: readFrom(today) }),
    loadReports(db, companyId),
    loadNormCalendars(db, companyId),
    loadParentalLeavePeriods(db, companyId, today),
  ]);
  const openLeave = [...leaveByEmployee].flatMap(([employeeId, periods]) =>
    periods
      .filter((period) => hasOpenRefusionDeadline(period, today))
      .map((period) => ({ employeeId, period })),
  );
  const ids = [
    ...new Set([
      ...entries.map((entry) => entry.employeeId),
      ...reports.map((report) => report.employeeId),
      ...openLeave.map((leave) => leave.employeeId),
    ]),
  ];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: employees.id,
            firstName: employees.firstName,
            lastName: employees.lastName,
            startDate: employees.startDate,
            endDate: employees.endDate,
            individualTimeLogSettings: employees.individualTimeLogSettings,
          })
          .from(employees)
          .where(
            and(eq(employees.companyId, companyId), inArray(employees.id, ids), isNull(employees.deletedAt)),
          );
  const [settingsById, registering] = await Promise.all([
    loadSettings(
      db,
      companyId,
      people.map((person) => person.id),
    ),
    whoRegistersTime(
      db,
      companyId,
      people.map((person) => person.id),
    ),
  ]);
  const all: SickPeriod[] = [];
  const open: OpenSickPeriodDto[] = [];
  const closedWithRefusionDue: OpenSickPeriodDto[] = [];
  // A closed period's only deadline left is its NemRefusion report, first day + 35, and only when it reached the
  // refusion (decision 071): the others are not worth the eligibility hint's read (`periodDto`). When refusion
  // starts depends on the § 56-aftale alone, not on the eligibility hint.
  const reportableFrom = addDays(today, -NEMREFUSION_DAYS);
  const closedWithRefusionToReport = (period: SickPeriod, settings: SicknessSettingsDto) =>
    period.firstDay >= reportableFrom &&
    periodReachesRefusion({
      lastDay: period.lastDay,
      refusionFrom: refusionFrom({ firstDay: period.firstDay, section56: section56Of(settings) }),
    });
  for (const person of people) {
    const periods = periodsFor({
      entries: entries.filter((entry) => entry.employeeId === person.id),
      reports: reports.filter((report) => report.employeeId === person.id),
      norm: normOf(person),
      today,
    });
    all.push(...periods);
    const settings = settingsById.get(person.id) ?? DEFAULT_SETTINGS;
    for (const period of periods) {
      if (period.firstDay > today) continue;
      if (period.lastDay !== null && !closedWithRefusionToReport(period, settings)) continue;
      const dto = {
        ...(await periodDto(db, companyId, person, registering.has(person.id), settings, period, today)),
        employeeId: person.id,
        employeeName: `${person.firstName} ${person.lastName}`.trim(),
      };
      (dto.lastDay === null ? open : closedWithRefusionDue).push(dto);
    }
  }
  open.sort(
    (a, b) =>
      (a.nextDeadline?.date ?? '9999-12-31').localeCompare(b.nextDeadline?.date ?? '9999-12-31') ||
      a.firstDay.localeCompare(b.firstDay),
  );
  const nameOf = new Map(
    people.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
  );
  const parentalLeave: OpenParentalLeaveDto[] = openLeave.flatMap(({ employeeId, period }) => {
    const employeeName = nameOf.get(employeeId);
    // A deleted employee's registrations stay, but they are no one's to act on.
    if (employeeName === undefined || period.refusionRequestBy === null) return [];
    return [{ ...period, refusionRequestBy: period.refusionRequestBy, employeeId, employeeName }];
  });
  parentalLeave.sort(
    (a, b) =>
      a.refusionRequestBy.localeCompare(b.refusionRequestBy) ||
      a.employeeName.localeCompare(b.employeeName, 'da'),
  );
  closedWithRefusionDue.sort(
    (a, b) =>
      a.nemRefusionReportBy.localeCompare(b.nemRefusionReportBy) ||
      a.employeeName.localeCompare(b.employeeName, 'da'),
  );
  return {
    today,
    openPeriods: open,
    closedPeriodsWithRefusionDue: closedWithRefusionDue,
    parentalLeave,
    perMonth: sickDaysPerMonth(all, today),
  };
}
