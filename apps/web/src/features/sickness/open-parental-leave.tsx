import { formatDate, PARENTAL_LEAVE_MESSAGES, parentalKindsText } from '@kollega/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { employeePath } from '../../lib/paths';
import { SectionCard } from '../../ui/section-card';
import { useCompanySickness } from './api/sickness';
import { refusionText, salaryText } from './parental-leave-texts';
import { PeriodArticle } from './period-article';
import { isSoon, periodRange } from './sickness-texts';

/**
 * /fravaer's 'Barsel: refusion' (decision 056), beside the open sick periods: the Barsel periods whose refusion
 * request is still to be made, the nearest deadline first. It reads the same answer as 'Sygefravær', whose section
 * shows the loading and the error; with no open deadline it shows nothing (most companies have no Barsel).
 */
export function OpenParentalLeave() {
  const sickness = useCompanySickness();
  const leave = sickness.data?.parentalLeave ?? [];
  if (leave.length === 0) return null;
  const today = sickness.data?.today ?? '';
  return (
    <SectionCard title="Barsel: refusion">
      <Text size="sm" c="gray.7">
        {PARENTAL_LEAVE_MESSAGES.guidance}
      </Text>
      <Stack gap="sm">
        {leave.map((period) => (
          <PeriodArticle
            key={`${period.employeeId}-${period.firstDay}`}
            label={`${period.employeeName}, barsel fra ${formatDate(period.firstDay)}`}
          >
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={employeePath(period.employeeId, 'ferie')} fw={600}>
                  {period.employeeName}
                </Anchor>
                <Text size="sm" fw={600} c={isSoon(period.refusionRequestBy, today) ? 'red.8' : 'gray.8'}>
                  {refusionText(period)}
                </Text>
              </Group>
              <Text size="sm">
                {periodRange(period)}, {parentalKindsText(period.kinds).toLowerCase()}
              </Text>
              <Text size="sm">{salaryText(period)}</Text>
            </Stack>
          </PeriodArticle>
        ))}
      </Stack>
    </SectionCard>
  );
}
