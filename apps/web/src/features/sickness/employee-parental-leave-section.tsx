import { PARENTAL_LEAVE_MESSAGES, type ParentalLeavePeriodDto, parentalKindsText } from '@kollega/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { SectionCard } from '../../ui/section-card';
import { useEmployeeParentalLeave } from './api/sickness';
import { refusionText, salaryText } from './parental-leave-texts';
import { PeriodArticle } from './period-article';
import { daysText, periodRange } from './sickness-texts';

/**
 * The employee page's 'Barsel' section (decision 056), below 'Sygefravær': the Barsel periods of the last two
 * years with their kinds, whether the company pays salary, and the refusion deadline of barselsloven § 40 —
 * 'vejledende', as every text about the law.
 */
export function EmployeeParentalLeaveSection({ employeeId }: { employeeId: string }) {
  const leave = useEmployeeParentalLeave(employeeId);
  if (leave.isPending) return <PageLoader label="Indlæser barsel" />;
  if (leave.isError) {
    return (
      <ErrorState
        title="Barsel kunne ikke vises"
        message={errorMessage(leave.error, { firstDetail: true }) ?? undefined}
        onRetry={() => void leave.refetch()}
      />
    );
  }
  const { periods } = leave.data;
  return (
    <SectionCard title={PARENTAL_LEAVE_MESSAGES.sectionTitle}>
      <Text size="sm" c="gray.7">
        {PARENTAL_LEAVE_MESSAGES.guidance}
      </Text>
      {periods.length === 0 ? (
        <Text c="gray.7">{PARENTAL_LEAVE_MESSAGES.none}</Text>
      ) : (
        <Stack gap="sm">
          {periods.map((period) => (
            <LeaveCard key={period.firstDay} period={period} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function LeaveCard({ period }: { period: ParentalLeavePeriodDto }) {
  return (
    <PeriodArticle label={`Barsel ${periodRange(period)}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{periodRange(period)}</Text>
          {period.ongoing ? <Badge color="grape">I gang</Badge> : null}
        </Group>
        <Text size="sm">
          {parentalKindsText(period.kinds)}, {daysText(period.days)} med orlov
        </Text>
        <Text size="sm">{salaryText(period)}</Text>
        <Text size="sm">{refusionText(period)}</Text>
      </Stack>
    </PeriodArticle>
  );
}
