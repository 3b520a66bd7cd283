import {
  addDays,
  type CompactOverviewResponse,
  danishToday,
  type EmployeeOverview,
  type EmployeePayroll,
  type OverviewDay,
  type OverviewPageQuery,
  type OverviewQuery,
  type OverviewResponse,
  type OverviewWireResponse,
  overviewCalendar,
} from '@kollega/domain';
import type { Db } from '../../../db/database';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { independentReads } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadPayroll } from '../payroll/payroll-record';
import { loadTimeBanks, type TimeBankTotals } from '../time-bank/time-bank-record';
import { selectTimeregEmployees } from '../timereg-employees';
import { computeCompactOverview, computeOverview } from './compute-overview';
import { loadOverviewData, loadOverviewEntries } from './load-overview';
import { addBankAndSupplements, type OverviewExtras } from './overview-extras';
import { type EmployeePlan, planOverview } from './plan-overview';

/**
 * Overblik (time-registration §2, §4, §5): per employee the categories, norm, totals, average week and hours per
 * week over a period. Listed: employees who register time, or with `inactive` the inactive ones with an end date,
 * whose period is cut at that date. Load (a fixed number of queries), plan (per employee), compute (the domain's
 * rules on the aggregates).
 */
export async function buildOverview(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  options: { balances?: boolean } = {},
): Promise<OverviewResponse> {
  return (await buildOverviewWithPlans(db, companyId, query, options)).overview;
}

/** `buildOverview` with the plans and calendar it computed, for the exports' day-level sheets. */
export async function buildOverviewWithPlans(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  options: { balances?: boolean } = {},
): Promise<{ overview: OverviewResponse; plans: EmployeePlan[]; calendar: OverviewDay[] }> {
  const built = await buildFigures(db, companyId, query, options, computeOverview);
  const { employees, payRuleCategories, plans, calendar } = built;
  return {
    overview: {
      from: query.from,
      to: query.to,
      employees,
      ...(payRuleCategories ? { payRuleCategories } : {}),
    },
    plans,
    calendar,
  };
}

/**
 * Overblik's compact answer (decision 060) built directly: each employee's weeks and months as arrays from the
 * totals, with no week object per employee and week to pack into arrays again (decision 075: about a tenth of the
 * request's own work and most of its garbage). Every employee's period starts at the query's first day, so each
 * one's weeks and months are a run from the first of the answer's (`weekStart` and `monthStart` 0), and the
 * answer's weeks and months are those of the longest period. The same answer as `compactOverview` of the full one.
 */
async function buildCompactOverview(
  db: Db,
  companyId: string,
  query: OverviewQuery,
): Promise<CompactOverviewResponse> {
  const { employees, payRuleCategories, plans, calendar } = await buildFigures(
    db,
    companyId,
    query,
    {},
    computeCompactOverview,
  );
  let last = '';
  for (const plan of plans) if (plan.to > last) last = plan.to;
  const weeks: CompactOverviewResponse['weeks'] = [];
  const months: string[] = [];
  for (const day of calendar) {
    if (day.date > last) break;
    if (weeks.at(-1)?.monday !== day.monday) weeks.push({ key: day.weekKey, monday: day.monday });
    const month = day.date.slice(0, 7);
    if (months.at(-1) !== month) months.push(month);
  }
  return {
    shape: 'compact',
    from: query.from,
    to: query.to,
    weeks,
    months,
    // In the order `compactOverview` wrote them, so the bytes are the same as before.
    employees: employees.map(
      ({ weekHours, weekNorm, weekPlusMinus, monthNorm, monthPlusMinus, ...rest }) => ({
        ...rest,
        weekStart: 0,
        weekHours,
        weekNorm,
        weekPlusMinus,
        monthStart: 0,
        monthNorm,
        monthPlusMinus,
      }),
    ),
    ...(payRuleCategories ? { payRuleCategories } : {}),
  };
}

type Compute<Employee> = (input: Parameters<typeof computeOverview>[0]) => Promise<Employee[]>;

/**
 * Load (a fixed number of statements), plan (per employee) and compute (`compute`: the full or the compact
 * figures), then the running balances, the bank and the supplements beside them.
 */
async function buildFigures<Employee extends OverviewExtras>(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  options: { balances?: boolean },
  compute: Compute<Employee>,
): Promise<{
  employees: Employee[];
  payRuleCategories: { code: string; label: string }[] | undefined;
  plans: EmployeePlan[];
  calendar: OverviewDay[];
}> {
  // The company's side is read beside the employees (decision 083), the balances and the bank beside the
  // aggregate once the employees are known. (The empty catch only keeps a failure from being reported as
  // unhandled when the employees' read fails first.)
  const peopleRead = selectTimeregEmployees(db, companyId, query);
  const dataRead = loadOverviewData(db, companyId, query, peopleRead);
  dataRead.catch(() => {});
  const people = await peopleRead;
  const besides = options.balances === false ? null : readBesideTheFigures(db, companyId, query, people);
  const data = await dataRead;
  const plans = planOverview(data, query);
  const mixed = plans.filter((plan) => plan.paidHourly === 'mixed').map((plan) => plan.person.id);
  const entriesOf = await loadOverviewEntries(db, companyId, mixed, query);
  const calendar = overviewCalendar(query.from, query.to);
  const employees = await compute({
    plans,
    from: query.from,
    calendar,
    inactive: query.inactive,
    totalsOf: data.totalsOf,
    entriesOf,
  });
  if (!besides) return { employees, payRuleCategories: undefined, plans, calendar };
  const { payroll, banks } = await besides;
  await addBalances(db, companyId, query, employees, payroll);
  const payRuleCategories = await addBankAndSupplements(db, companyId, query, employees, {
    banks,
    rules: data.payRules,
  });
  return { employees, payRuleCategories, plans, calendar };
}

/**
 * The reads that need only who is listed: the running balances' start (`employee_payroll`) and the afspadsering
 * bank. Started before the aggregate, so on PostgreSQL they run beside it on connections of their own rather than
 * as two more round trips after it (decision 069); on PGlite they queue as every statement does. (Awaited by the
 * caller; the empty catch only keeps a failure from being reported as unhandled meanwhile.)
 */
function readBesideTheFigures(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  people: readonly { id: string }[],
): Promise<{ payroll: Map<string, EmployeePayroll>; banks: Map<string, TimeBankTotals> }> {
  const ids = people.map((person) => person.id);
  const read = independentReads(db, [
    () => loadPayroll(db, companyId, ids),
    () => loadTimeBanks(db, companyId, ids, query),
  ]).then(([payroll, banks]) => ({ payroll, banks }));
  read.catch(() => {});
  return read;
}

/**
 * Overblik of the current and the former employees ('show inactive') over one period, as `buildOverview` computes
 * each list (without the running balances), with the registrations read once: the aggregate of a company's
 * registrations does not depend on whom it is listed for, so reading it for each list read it twice (Rapporter,
 * decision 042).
 */
export async function buildOverviewOfEveryone(
  db: Db,
  companyId: string,
  range: { from: string; to: string },
): Promise<EmployeeOverview[]> {
  const [current, former] = await Promise.all([
    selectTimeregEmployees(db, companyId, { inactive: false }),
    selectTimeregEmployees(db, companyId, { inactive: true }),
  ]);
  const query = { from: range.from, to: range.to, employeeIds: null, inactive: false };
  const data = await loadOverviewData(db, companyId, query, [...current, ...former]);
  const lists = [
    { inactive: false, plans: planOverview({ ...data, people: current }, range) },
    { inactive: true, plans: planOverview({ ...data, people: former }, range) },
  ];
  const mixed = lists.flatMap((list) =>
    list.plans.filter((plan) => plan.paidHourly === 'mixed').map((plan) => plan.person.id),
  );
  const entriesOf = await loadOverviewEntries(db, companyId, mixed, range);
  const calendar = overviewCalendar(range.from, range.to);
  const employees: EmployeeOverview[] = [];
  for (const { inactive, plans } of lists) {
    employees.push(
      ...(await computeOverview({
        plans,
        from: range.from,
        calendar,
        inactive,
        totalsOf: data.totalsOf,
        entriesOf,
      })),
    );
  }
  return employees;
}

/**
 * The running balance at the period's end (decision 029) of each employee whose balance starts by then (`payroll`
 * read beside the figures): the
 * opening balance plus the plus/minus from the start date to the period's end (or yesterday), computed by the
 * same rules over that longer period, once per distinct start date (usually a handful: the admin starts everyone
 * together).
 */
async function addBalances(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  employees: OverviewExtras[],
  payroll: ReadonlyMap<string, EmployeePayroll>,
): Promise<void> {
  const byStart = new Map<string, OverviewExtras[]>();
  for (const employee of employees) {
    const start = payroll.get(employee.employeeId)?.balanceStartDate;
    if (!start || start > query.to) continue;
    byStart.set(start, [...(byStart.get(start) ?? []), employee]);
  }
  const yesterday = addDays(danishToday(), -1);
  const asOf = query.to < yesterday ? query.to : yesterday;
  for (const [startDate, group] of byStart) {
    // Days from today on add nothing to a plus/minus, so the computation stops at yesterday (or the period's
    // end), and a balance that starts today or later is its opening balance.
    const since =
      asOf < startDate
        ? { employees: [] }
        : await buildOverview(
            db,
            companyId,
            {
              ...query,
              from: startDate,
              to: asOf,
              employeeIds: group.map((employee) => employee.employeeId),
            },
            { balances: false },
          );
    const plusMinusOf = new Map(since.employees.map((employee) => [employee.employeeId, employee.plusMinus]));
    for (const employee of group) {
      const openingHours = payroll.get(employee.employeeId)?.openingBalance ?? 0;
      const plusMinus = plusMinusOf.get(employee.employeeId) ?? 0;
      employee.balance = {
        startDate,
        openingHours,
        hours: Math.round((openingHours + (plusMinus ?? 0)) * 100) / 100,
        asOf: asOf < startDate ? startDate : asOf,
      };
    }
  }
}

/**
 * GET /api/timereg/overview, in full or (`shape=compact`, the web's) with the weeks and months listed once and
 * each employee's figures as arrays (decision 060): a third of the bytes to write, compress and parse.
 */
export async function getOverview(
  deps: TimeregDeps,
  ctx: AdminContext,
  { shape, ...query }: OverviewPageQuery,
): Promise<OverviewWireResponse> {
  if (shape === 'compact') return buildCompactOverview(deps.db, ctx.companyId, query);
  return buildOverview(deps.db, ctx.companyId, query);
}
