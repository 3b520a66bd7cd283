import { employmentStatusLabel, employmentTypeLabel, formatDate } from '@kollega/domain';
import { Table } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type CSSProperties, type MouseEvent, memo } from 'react';
import { employeePath } from '../../../lib/paths';
import { initials } from '../../../ui/initials';
import { SortHeader } from '../../../ui/sort-header';
import { STATUS_COLORS } from '../employment-status-badge';
import type { EmployeeRow, EmployeeSort, EmployeeSortKey } from './employee-filters';
import classes from './employee-table.module.css';

function statusStyle(row: EmployeeRow): CSSProperties {
  const color = STATUS_COLORS[row.employmentStatus];
  return {
    '--status-bg': `var(--mantine-color-${color}-light)`,
    // Dark text on the light tint: the status colours' own text shades miss WCAG AA (4.5:1) at this size.
    '--status-color': 'var(--mantine-color-dark-8)',
  } as CSSProperties;
}

/**
 * One employee, in plain elements: no Mantine component, no router Link (each of which subscribes to the
 * router) per row, so a thousand rows render quickly. Memoised on the row object, which only changes when the
 * list is fetched again, so searching or sorting re-renders no row that stays.
 */
const EmployeeTableRow = memo(function EmployeeTableRow({ row }: { row: EmployeeRow }) {
  const href = employeePath(row.id);
  return (
    <tr className={classes.row} data-href={href}>
      <td className={classes.cell}>
        <div className={classes.person}>
          {row.profilePhotoUrl ? (
            <img
              className={classes.avatar}
              src={row.profilePhotoUrl}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={classes.avatar} aria-hidden="true">
              {initials(row.fullName)}
            </span>
          )}
          <div style={{ minWidth: 0 }}>
            <a className={classes.name} href={href}>
              {row.fullName}
            </a>
            <span className={classes.secondary}>{row.jobPosition || row.email}</span>
          </div>
        </div>
      </td>
      <td className={classes.cell}>{employmentTypeLabel(row.employmentType) || '–'}</td>
      <td className={classes.cell}>{row.startDate ? formatDate(row.startDate) : '–'}</td>
      <td className={classes.cell}>
        <span className={classes.status} style={statusStyle(row)}>
          {employmentStatusLabel(row.employmentStatus)}
        </span>
      </td>
    </tr>
  );
});

type EmployeeTableProps = {
  rows: readonly EmployeeRow[];
  sort: EmployeeSort;
  onSort: (key: EmployeeSortKey) => void;
};

/** The list's table (hr-core §2): Navn, Ansættelsestype, Ansættelsesdato and Status, each sortable. */
export function EmployeeTable({ rows, sort, onSort }: EmployeeTableProps) {
  const navigate = useNavigate();

  // One handler for the whole table. The name is a real link (keyboard, and a new tab with a modifier key or
  // the middle button, which the browser handles); a plain click on it or anywhere else on the row opens the
  // employee inside the app.
  const open = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as HTMLElement).closest('tr')?.dataset.href;
    if (!href) return;
    event.preventDefault();
    void navigate({ to: href });
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Navn" column="name" sort={sort} onSort={onSort} />
            <SortHeader label="Ansættelsestype" column="employmentType" sort={sort} onSort={onSort} />
            <SortHeader label="Ansættelsesdato" column="startDate" sort={sort} onSort={onSort} />
            <SortHeader label="Status" column="employmentStatus" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the mouse shortcut; keyboard users have the name link. */}
        <tbody onClick={open}>
          {rows.map((row) => (
            <EmployeeTableRow key={row.id} row={row} />
          ))}
        </tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
