import '@mantine/charts/styles.layer.css';
import { formatDate, formatDays, SICKNESS_MESSAGES } from '@kollega/domain';
import { BarChart } from '@mantine/charts';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { SectionCard } from '../../ui/section-card';
import { useCompanySickness } from './api/sickness';
import { ClosedSickPeriods } from './closed-sick-periods';
import { SickPeriodCard } from './sick-period-card';
import { daysText, deadlineText, isSoon } from './sickness-texts';

/** 'nov. 26' for '2026-11'. */
function monthLabel(month: string): string {
  return dayjs(`${month}-01`).locale('da').format('MMM YY');
}

/**
 * /fravaer's 'Sygefravær' (issue 29): the open sick periods with their next deadline, the most urgent first, the
 * closed ones whose NemRefusion report is still due (decision 071), and a chart of sick days per month for the
 * last 12 months (with the same figures in words for a screen reader).
 */
export function OpenSickPeriods() {
  const sickness = useCompanySickness();
  if (sickness.isPending) return <PageLoader label="Indlæser sygefravær" />;
  if (sickness.isError) {
    return <ErrorState title="Sygefraværet kunne ikke vises" onRetry={() => void sickness.refetch()} />;
  }
  const { openPeriods, closedPeriodsWithRefusionDue, perMonth, today } = sickness.data;
  const chart = perMonth.map((month) => ({ month: monthLabel(month.month), Sygedage: month.days }));
  return (
    <SectionCard title={SICKNESS_MESSAGES.sectionTitle}>
      <Text size="sm" c="gray.7">
        {SICKNESS_MESSAGES.guidance}
      </Text>
      {openPeriods.length === 0 ? (
        <Text c="gray.7">Ingen er sygemeldt lige nu.</Text>
      ) : (
        <Stack gap="sm">
          {openPeriods.map((period) => (
            <SickPeriodCard
              key={`${period.employeeId}-${period.firstDay}`}
              period={period}
              label={`${period.employeeName}, syg fra ${formatDate(period.firstDay)}`}
              deadline={period.nextDeadline ? deadlineText(period.nextDeadline) : 'Ingen frister tilbage'}
              soon={isSoon(period.nextDeadline?.date, today)}
            />
          ))}
        </Stack>
      )}
      <ClosedSickPeriods periods={closedPeriodsWithRefusionDue} today={today} />
      <Stack gap={4}>
        <Text fw={600}>Sygedage pr. måned, de seneste 12 måneder</Text>
        <BarChart
          h={220}
          data={chart}
          dataKey="month"
          series={[{ name: 'Sygedage', color: 'kollega.7' }]}
          valueFormatter={(value) => formatDays(value)}
          textColor="gray.7"
          maxBarWidth={32}
          barChartProps={{ title: 'Sygedage pr. måned' }}
        />
        <VisuallyHidden>
          <ul>
            {perMonth.map((month) => (
              <li key={month.month}>
                {monthLabel(month.month)}: {daysText(month.days)}
              </li>
            ))}
          </ul>
        </VisuallyHidden>
      </Stack>
    </SectionCard>
  );
}
