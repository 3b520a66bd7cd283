import { type EmploymentStatus, employmentStatusLabel } from '@kollega/domain';
import { StatusBadge } from '../../ui/status-badge';

/** A colour per status; the text always says it, the colour only helps. */
export const STATUS_COLORS: Readonly<Record<EmploymentStatus, string>> = {
  active: 'green',
  inactive: 'gray',
  sickLeave: 'orange',
  leave: 'blue',
  other: 'grape',
};

/** The employment status as a coloured label ('Aktiv', 'Sygemeldt', …). */
export function EmploymentStatusBadge({ status }: { status: EmploymentStatus }) {
  return <StatusBadge color={STATUS_COLORS[status]}>{employmentStatusLabel(status)}</StatusBadge>;
}
