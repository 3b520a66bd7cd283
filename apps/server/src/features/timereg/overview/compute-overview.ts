import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type EmployeeOverview,
  employeeOverview,
  employeeOverviewFromTotals,
  emptyRegistrationTotals,
  type OverviewDay,
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

/**
 * The figures of every planned employee, from their registration totals, or day by day for the rare employee whose
 * pay form changes within the period. Employees with the company's norm week and the same employment dates owe
 * the same norm, worked out once. Between employees the event loop gets a turn whenever this has run for
 * TURN_BUDGET_MS, so a five-year Overblik of many employees never stalls the server for everyone else.
 */
export async function computeOverview(input: {
  plans: readonly EmployeePlan[];
  from: string;
  calendar: readonly OverviewDay[];
  inactive: boolean;
  totalsOf: ReadonlyMap<string, RegistrationTotals>;
  entriesOf: ReadonlyMap<string, TimeEntry[]>;
}): Promise<EmployeeOverview[]> {
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

  const result: EmployeeOverview[] = [];
  let turnStarted = performance.now();
  for (const plan of input.plans) {
    const { person, to, norm, paidHourly } = plan;
    const computed =
      paidHourly === 'mixed'
        ? employeeOverview({ entries: input.entriesOf.get(person.id) ?? [], from, to, calendar, norm })
        : employeeOverviewFromTotals({
            totals: input.totalsOf.get(person.id) ?? NO_REGISTRATIONS,
            from,
            to,
            calendar,
            norm,
            isPaidHourly: paidHourly,
            periodNorm: sharedNorm(plan),
          });
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
