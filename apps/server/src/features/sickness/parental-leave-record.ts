import {
  type IsoDate,
  type ParentalLeavePeriod,
  parentalLeavePeriods,
  parentalLeaveReadFrom,
} from '@kollega/domain';
import type { Reader } from '../../services/context';
import { loadParentalLeaveEntries } from '../timereg/public';

/**
 * Each employee's Barsel periods as of `today` (decision 056), oldest first, from the Barsel registrations of the
 * last two years and 8 weeks (`parentalLeaveReadFrom`): the company's, or only `employeeIds`'. Computed on every
 * read, never stored, so a changed registration moves the deadline at once.
 */
export async function loadParentalLeavePeriods(
  db: Reader,
  companyId: string,
  today: IsoDate,
  employeeIds?: readonly string[],
): Promise<Map<string, ParentalLeavePeriod[]>> {
  const entries = await loadParentalLeaveEntries(db, companyId, {
    from: parentalLeaveReadFrom(today),
    ...(employeeIds ? { employeeIds } : {}),
  });
  const byEmployee = new Map<string, typeof entries>();
  for (const entry of entries)
    byEmployee.set(entry.employeeId, [...(byEmployee.get(entry.employeeId) ?? []), entry]);
  return new Map([...byEmployee].map(([employeeId, own]) => [employeeId, parentalLeavePeriods(own, today)]));
}
