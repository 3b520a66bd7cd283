import {
  type EmployeeTimeLog,
  formatDecimal,
  formatHours,
  type IsoDate,
  isDayLocked,
  isWeekLocked,
  type TimeregEmployee,
} from '@kollega/domain';
import { IconLock } from '@tabler/icons-react';
import { memo } from 'react';
import { PersonAvatar } from '../../../../../ui/person-avatar';
import { employeeName } from '../../overview/employee-name';
import { type GridColumn, hoursIn } from './grid-columns';
import classes from './registrations-grid.module.css';

type RegistrationsGridProps = {
  employees: readonly TimeregEmployee[];
  logs: readonly EmployeeTimeLog[];
  columns: readonly GridColumn[];
  companyLockDate: string | null;
  onOpen: (employee: TimeregEmployee, date: IsoDate) => void;
};

type RowProps = {
  employee: TimeregEmployee;
  log: EmployeeTimeLog | undefined;
  columns: readonly GridColumn[];
  companyLockDate: string | null;
  onOpen: (employee: TimeregEmployee, date: IsoDate) => void;
};

/**
 * One employee's row: a button per day or week (keyboard-usable, named with who, when and how much), then the
 * total of the range. A lock marks the approved or locked days and weeks (time-registration §4, docs/rules/timereg.md#ruling-29).
 */
const GridRow = memo(function GridRow({ employee, log, columns, companyLockDate, onOpen }: RowProps) {
  const name = employeeName(employee, { markInactive: true });
  const entries = log?.entries ?? [];
  const first = columns[0];
  const last = columns[columns.length - 1];
  const total = first && last ? hoursIn(entries, first.from, last.to).hours : 0;
  return (
    <tr>
      <th scope="row" className={classes.rowHeader}>
        <span className={classes.person}>
          <PersonAvatar name={name} photoUrl={employee.profilePhotoUrl} size="sm" />
          {name}
        </span>
      </th>
      {columns.map((column) => {
        const { hours, count } = hoursIn(entries, column.from, column.to);
        const lockInput = {
          date: column.from,
          approvedWeeks: log?.approvedWeeks ?? [],
          employeeStartDate: employee.startDate,
          companyLockDate,
        };
        // docs/rules/timereg.md#ruling-29: a day column is locked on its own ('Låst til og med' D locks D and the days before it);
        // a week column when the whole week is (approved, or every day locked).
        const locked = column.from === column.to ? isDayLocked(lockInput) : isWeekLocked(lockInput);
        const amount = count === 0 ? 'ingen registreringer' : formatHours(hours);
        return (
          <td key={column.key} className={column.weekend ? classes.weekend : undefined}>
            <button
              type="button"
              className={classes.cell}
              aria-label={`${name}, ${column.longLabel}: ${amount}${locked ? ', godkendt' : ''}`}
              onClick={() => onOpen(employee, column.from)}
            >
              <span className={count === 0 ? classes.empty : undefined}>
                {count === 0 ? '–' : formatDecimal(hours)}
              </span>
              {locked ? <IconLock size={12} aria-hidden="true" color="var(--mantine-color-gray-7)" /> : null}
            </button>
          </td>
        );
      })}
      <td className={classes.total}>{formatDecimal(total)}</td>
    </tr>
  );
});

/** Registreringer's table: employees × days (or weeks), the registered hours in each cell. */
export function RegistrationsGrid({
  employees,
  logs,
  columns,
  companyLockDate,
  onOpen,
}: RegistrationsGridProps) {
  const byEmployee = new Map(logs.map((log) => [log.employeeId, log]));
  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-label="Registrerede timer pr. medarbejder">
        <thead>
          <tr>
            <th scope="col" className={`${classes.columnHeader} ${classes.rowHeader}`}>
              Medarbejder
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${classes.columnHeader} ${column.weekend ? classes.weekend : ''}`}
              >
                {column.title}
                <span>{column.subtitle}</span>
              </th>
            ))}
            <th scope="col" className={classes.columnHeader}>
              I alt
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <GridRow
              key={employee.id}
              employee={employee}
              log={byEmployee.get(employee.id)}
              columns={columns}
              companyLockDate={companyLockDate}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
