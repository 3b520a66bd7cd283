import type { OpenSickPeriodDto } from '@kollega/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath } from '../../lib/paths';
import { PeriodArticle } from './period-article';
import { daysText, periodRange } from './sickness-texts';

/**
 * One sick period on /fravaer: the employee (a link to the Ferie tab, where 'Sygefravær' is), the deadline that
 * matters now (red within the week) and the period's dates and length. Open and closed periods alike (decision 071).
 */
export function SickPeriodCard({
  period,
  label,
  deadline,
  soon,
}: {
  period: OpenSickPeriodDto;
  /** What a screen reader names the card. */
  label: string;
  deadline: string;
  soon: boolean;
}) {
  return (
    <PeriodArticle label={label}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor component={Link} to={employeePath(period.employeeId, 'ferie')} fw={600}>
          {period.employeeName}
        </Anchor>
        {/* Text, not a badge: a badge never shrinks (decision 036) and this one is long. */}
        <Text size="sm" fw={600} c={soon ? 'red.8' : 'gray.8'}>
          {deadline}
        </Text>
      </Group>
      <Text size="sm">
        {periodRange(period)}, {daysText(period.calendarDays)}
      </Text>
    </PeriodArticle>
  );
}
