import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ComputedOverview,
  type EmployeeOverview,
  employeeColumnsFromTotals,
  employeeOverview,
  employeeOverviewFromTotals,
  emptyRegistrationTotals,
  type OverviewColumns,
  type OverviewDay,
  overviewColumns,
  type PeriodNorm,
  periodNorm,
  pickSetting,
  type RegistrationTotals,
  type TimeEntry,
} from '@kollega/domain';
import type { EmployeePlan } from './plan-overview';

/** Long synchronous work keeps other requests (and /api/health) waiting: give the event loop a turn this often. */
const TURN_BUDGET_MS = 10;
const NO_REGISTRATIONS = emptyRegistrationTotals();

type ComputeInput = {
  plans: readonly EmployeePlan[];
  from: string;
  calendar: readonly OverviewDay[];
  inactive: boolean;
  totalsOf: ReadonlyMap<string, RegistrationTotals>;
  entriesOf: ReadonlyMap<string, TimeEntry[]>;
};

/** An employee of the compact answer before its place in the answer's weeks and months is set (decision 075). */
export type CompactFigures = Omit<EmployeeOverview, 'weeks' | 'months'> & OverviewColumns;

/**
 * The figures of every planned employee, from their registration totals, or day by day for the rare employee whose
 * pay form changes within the period. Employees with the company's norm week and the same employment dates owe
 * the same norm, worked out once. Between employees the event loop gets a turn whenever this has run for
 * TURN_BUDGET_MS, so a five-year Overblik of many employees never stalls the server for everyone else.
 */
export function computeOverview(input: ComputeInput): Promise<EmployeeOverview[]> {
  return computeEach(input, (plan, sharedNorm) =>
    plan.paidHourly === 'mixed'
      ? employeeOverview(dayByDay(input, plan))
      : employeeOverviewFromTotals(fromTotals(input, plan, sharedNorm(plan))),
  );
}

/**
 * `computeOverview` in the compact answer's form (decision 060): each employee's weeks and months as arrays,
 * built straight from the totals rather than as week objects packed into arrays afterwards (decision 075).
 */
export function computeCompactOverview(input: ComputeInput): Promise<CompactFigures[]> {
  return computeEach(input, (plan, sharedNorm) => {
    if (plan.paidHourly !== 'mixed')
      return employeeColumnsFromTotals(fromTotals(input, plan, sharedNorm(plan)));
    const { weeks, months, ...rest } = employeeOverview(dayByDay(input, plan));
    return { ...rest, ...overviewColumns({ weeks, months }) };
  });
}

function dayByDay(input: ComputeInput, { person, to, norm }: EmployeePlan) {
  return {
    entries: input.entriesOf.get(person.id) ?? [],
    from: input.from,
    to,
    calendar: input.calendar,
    norm,
  };
}

function fromTotals(
  input: ComputeInput,
  { person, to, norm, paidHourly }: EmployeePlan,
  periodNorm: PeriodNorm,
) {
  return {
    totals: input.totalsOf.get(person.id) ?? NO_REGISTRATIONS,
    from: input.from,
    to,
    calendar: input.calendar,
    norm,
    isPaidHourly: paidHourly === true,
    periodNorm,
  };
}

async function computeEach<Computed extends object>(
  input: ComputeInput,
  /** The employee's figures; `sharedNorm` gives the period's norm, shared with employees of the same norm. */
  compute: (plan: EmployeePlan, sharedNorm: (plan: EmployeePlan) => PeriodNorm) => Computed,
): Promise<(Omit<EmployeeOverview, keyof ComputedOverview> & Computed)[]> {
  const { from, calendar } = input;
  const norms = new Map<string, PeriodNorm>();
  const sharedNorm = ({ person, to, norm }: EmployeePlan): PeriodNorm => {
    const key = `${person.individualTimeLogSettings ? person.id : 'company'}|${person.startDate}|${person.endDate}|${to}`;
    let found = norms.get(key);
    if (!found) {
      found = periodNorm(calendar, from, to, norm);
      norms.set(key, found);
    }
    return found;
  };

  const result: (Omit<EmployeeOverview, keyof ComputedOverview> & Computed)[] = [];
  let turnStarted = performance.now();
  for (const plan of input.plans) {
    const { person, to, norm } = plan;
    const computed = compute(plan, sharedNorm);
    result.push({
      employeeId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      inactive: input.inactive,
      isPaidHourly: pickSetting(norm.settings, to).isPaidHourly,
      ...computed,
      balance: null,
    });
    if (performance.now() - turnStarted >= TURN_BUDGET_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  return result;
}
