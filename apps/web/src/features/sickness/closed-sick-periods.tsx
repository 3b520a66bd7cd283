import { formatDate, type OpenSickPeriodDto, SICKNESS_MESSAGES } from '@kollega/domain';
import { Stack, Text } from '@mantine/core';
import { SickPeriodCard } from './sick-period-card';
import { deadlineText, isSoon } from './sickness-texts';

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
        <SickPeriodCard
          key={`${period.employeeId}-${period.firstDay}`}
          period={period}
          label={`${period.employeeName}, ${SICKNESS_MESSAGES.closedPeriod} fra ${formatDate(period.firstDay)}`}
          deadline={deadlineText({
            kind: 'nemRefusion',
            date: period.nemRefusionReportBy,
            closedPeriod: true,
          })}
          soon={isSoon(period.nemRefusionReportBy, today)}
        />
      ))}
    </Stack>
  );
}
