import type { TimeLogWarningDto, TimeregEmployee } from '@kollega/domain';
import { sortWarnings } from '../../employee-app/warning-text';

export type WarningRow = {
  warning: TimeLogWarningDto;
  name: string;
  photoUrl: string | null;
};

/** Shown when a warning's employee is in neither list (no longer registering time, nor inactive with an end date). */
export const UNKNOWN_EMPLOYEE = 'Ukendt medarbejder';

/**
 * The rows of Overskridelser (time-registration §2): newest end date first, the seen ones only with 'Vis sete'.
 * The warnings carry only the employee's id; the names come from the time-registration employee lists.
 */
export function warningRows(
  warnings: readonly TimeLogWarningDto[],
  employees: readonly Pick<TimeregEmployee, 'id' | 'firstName' | 'lastName' | 'profilePhotoUrl'>[],
  showSeen: boolean,
): WarningRow[] {
  const byId = new Map(employees.map((employee) => [employee.id, employee]));
  return sortWarnings(warnings.filter((warning) => showSeen || !warning.read)).map((warning) => {
    const employee = byId.get(warning.employeeId);
    return {
      warning,
      name: employee ? `${employee.firstName} ${employee.lastName}`.trim() : UNKNOWN_EMPLOYEE,
      photoUrl: employee?.profilePhotoUrl ?? null,
    };
  });
}
