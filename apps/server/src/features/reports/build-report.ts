import {
  addMonths,
  danishToday,
  equipmentReport,
  firstDayOf,
  headcountReport,
  holidayReport,
  lastDayOf,
  overtimeReport,
  REPORT_TITLES,
  type Report,
  type ReportBody,
  type ReportKind,
  type ReportQuery,
  sicknessReport,
  turnoverReport,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { joinedEquipment, toListItem } from '../equipment/public';
import { balancesOf, loadCompanyBalances, nameOf } from '../holiday/public';
import { loadSickReports, sickPeriodsFor } from '../sickness/public';
import { loadNormCalendars, loadRestWarningDays, loadSickEntryDays } from '../timereg/public';
import type { ReportsDeps } from './deps';
import { addSickHours, loadMonthlyOverview } from './monthly-overview';
import { departmentsOf, inDepartment, loadReportEmployees, type ReportEmployee } from './report-people';
import { assertReportsPlan } from './reports-plan';

/** Which report, over which period and department. */
export type ReportInput = { kind: ReportKind } & ReportQuery;

type Builder = (
  deps: ReportsDeps,
  ctx: AdminContext,
  query: ReportQuery,
  people: ReportEmployee[],
) => Promise<ReportBody>;

/** Rows by a key, in their order: one pass instead of filtering every row for each employee. */
function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** How far before the period sick days are read, so a period begun earlier keeps its real first day. */
const SICK_LOOKBACK_MONTHS = 12;

const BUILDERS: Record<ReportKind, Builder> = {
  employees: async (_deps, _ctx, query, people) =>
    headcountReport(people.filter(inDepartment(query.department)), query.from, query.to),

  turnover: async (_deps, _ctx, query, people) =>
    turnoverReport(people.filter(inDepartment(query.department)), query.from, query.to),

  sickness: async (deps, ctx, query, people) => {
    const today = danishToday(deps.now());
    const chosen = people.filter(inDepartment(query.department));
    const ids = chosen.map((person) => person.id);
    const last = lastDayOf(query.to);
    // Overblik, the Sygdom days, the sygemeldinger and the norm calendars do not depend on each other: on
    // PostgreSQL they are read side by side.
    const [overview, entries, reports, normOf] = await Promise.all([
      loadMonthlyOverview(deps.db, ctx.companyId, query, { overtimeHours: false }),
      loadSickEntryDays(deps.db, ctx.companyId, {
        employeeIds: ids,
        from: firstDayOf(addMonths(query.from, -SICK_LOOKBACK_MONTHS)),
        to: last,
      }),
      loadSickReports(deps.db, ctx.companyId, ids),
      loadNormCalendars(deps.db, ctx.companyId),
    ]);
    addSickHours(overview, entries, query);
    const entriesOf = groupBy(entries, (entry) => entry.employeeId);
    const reportsOf = groupBy(reports, (report) => report.employeeId);
    return sicknessReport(
      chosen.map((person) => ({
        department: person.department,
        periods: sickPeriodsFor({
          entries: entriesOf.get(person.id) ?? [],
          reports: reportsOf.get(person.id) ?? [],
          norm: normOf(person),
          today,
        }),
        months: overview.get(person.id)?.months ?? new Map(),
      })),
      query.from,
      query.to,
      today,
    );
  },

  overtime: async (deps, ctx, query, people) => {
    const chosen = people.filter(inDepartment(query.department));
    const [overview, warnings] = await Promise.all([
      loadMonthlyOverview(deps.db, ctx.companyId, query, { overtimeHours: true }),
      loadRestWarningDays(deps.db, ctx.companyId, { from: firstDayOf(query.from), to: lastDayOf(query.to) }),
    ]);
    const warningsOf = groupBy(warnings, (warning) => warning.employeeId);
    return overtimeReport(
      chosen.map((person) => ({
        department: person.department,
        months: overview.get(person.id)?.months ?? new Map(),
        longWeekMondays: overview.get(person.id)?.longWeekMondays ?? [],
        restWarningDates: (warningsOf.get(person.id) ?? []).map((warning) => warning.fromDate),
      })),
      query.from,
      query.to,
    );
  },

  holiday: async (deps, ctx, query) => {
    const today = danishToday(deps.now());
    const { people, settings, data } = await loadCompanyBalances(deps.db, ctx.companyId, today);
    return holidayReport(
      people.filter(inDepartment(query.department)).map((person) => ({
        name: nameOf(person),
        department: person.department.trim(),
        years: balancesOf(data, person, settings, today).years,
      })),
    );
  },

  equipment: async (deps, ctx, query, people) => {
    const now = deps.now();
    const rows = await joinedEquipment(deps.db, ctx.companyId).where(eq(equipment.companyId, ctx.companyId));
    const chosen = new Set(people.filter(inDepartment(query.department)).map((person) => person.id));
    return equipmentReport(
      rows
        .map((row) => toListItem(row, now))
        .filter(
          (item) => query.department === undefined || (item.assignedTo && chosen.has(item.assignedTo.id)),
        )
        .map((item) => ({
          category: item.type.name,
          variant: item.variant.name,
          serialNumber: item.serialNumber,
          holder: item.assignedTo?.name ?? null,
          endDate: item.endDate,
          inactive: item.inactive,
          status: item.status,
        })),
      danishToday(now),
    );
  },
};

/**
 * GET /api/reports/{report} (issue 30, decision 042): one report of the caller's company for the period and
 * department, every figure from the functions the rest of the app computes it with. Premium plans only.
 */
export async function buildReport(deps: ReportsDeps, ctx: AdminContext, input: ReportInput): Promise<Report> {
  const { kind, ...query } = input;
  assertReportsPlan(ctx);
  const people = await loadReportEmployees(deps.db, ctx.companyId);
  const body = await BUILDERS[kind](deps, ctx, query, people);
  return {
    report: kind,
    title: REPORT_TITLES[kind],
    from: query.from,
    to: query.to,
    department: query.department ?? null,
    departments: departmentsOf(people),
    ...body,
  };
}
