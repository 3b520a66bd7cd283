import { type EmploymentStatus, employmentStatusLabel } from '@kollega/domain';
import { Badge } from '@mantine/core';

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
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} c="dark.8" radius="sm" tt="none">
      {employmentStatusLabel(status)}
    </Badge>
  );
}
