import { formatDate, type OpenSickPeriodDto, SICKNESS_MESSAGES } from '@kollega/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath } from '../../lib/paths';
import { PeriodArticle } from './period-article';
import { daysText, deadlineText, isSoon, periodRange } from './sickness-texts';

/**
 * /fravaer's closed sick periods whose NemRefusion report is still to be made (decision 071): the employee is back,
 * but the period went past the employer period, and without the report by first day + 5 weeks the refusion is
 * lost. Shown only when there is one.
 */
export function ClosedSickPeriods({
  periods,
  today,
}: {
  periods: readonly OpenSickPeriodDto[];
  today: string;
}) {
  if (periods.length === 0) return null;
  return (
    <Stack gap="sm">
      <Text fw={600}>Afsluttede sygeperioder: anmeld til NemRefusion</Text>
      {periods.map((period) => (
        <PeriodArticle
          key={`${period.employeeId}-${period.firstDay}`}
          label={`${period.employeeName}, ${SICKNESS_MESSAGES.closedPeriod} fra ${formatDate(period.firstDay)}`}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Anchor component={Link} to={employeePath(period.employeeId, 'ferie')} fw={600}>
              {period.employeeName}
            </Anchor>
            {/* Text, not a badge: a badge never shrinks (decision 036) and this one is long. */}
            <Text size="sm" fw={600} c={isSoon(period.nemRefusionReportBy, today) ? 'red.8' : 'gray.8'}>
              {deadlineText({ kind: 'nemRefusion', date: period.nemRefusionReportBy, closedPeriod: true })}
            </Text>
          </Group>
          <Text size="sm">
            {periodRange(period)}, {daysText(period.calendarDays)}
          </Text>
        </PeriodArticle>
      ))}
    </Stack>
  );
}
