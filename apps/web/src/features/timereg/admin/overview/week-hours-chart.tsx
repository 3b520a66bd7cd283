import '@mantine/charts/styles.layer.css';
import {
  type EmployeeOverview,
  formatDecimal,
  isOverWeeklyLimit,
  WEEK_HOURS_TEXT,
  WEEKLY_HOURS_WARNING,
} from '@kollega/domain';
import { BarChart } from '@mantine/charts';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { weekChartData } from './chart-data';

/** docs/rules/timereg.md#ruling-11: a week bar of 48 hours or more is marked (a red bar, under the red line). */
const OVER_LIMIT_COLOR = 'red.8';

/**
 * Overblik's chart (time-registration §2): the work hours of each week per employee, with the 48-hour line. A
 * chart says nothing to a screen reader, so the weeks over the limit are also listed in words beside it.
 */
export function WeekHoursChart({ employees }: { employees: readonly EmployeeOverview[] }) {
  const chart = useMemo(() => weekChartData(employees), [employees]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Timer pr. uge
      </Title>
      <Text size="sm" c="gray.7">
        {WEEK_HOURS_TEXT}
      </Text>
      <BarChart
        h={280}
        data={chart.data}
        dataKey="week"
        series={chart.series}
        withLegend={chart.series.length > 1}
        valueFormatter={(value) => `${formatDecimal(value)} t`}
        getBarColor={(value, series) =>
          isOverWeeklyLimit(value) ? OVER_LIMIT_COLOR : (series.color ?? 'kollega.7')
        }
        referenceLines={[{ y: WEEKLY_HOURS_WARNING, label: '48 timer', color: OVER_LIMIT_COLOR }]}
        textColor="gray.7"
        maxBarWidth={40}
        barChartProps={{ title: 'Arbejdstimer pr. uge pr. medarbejder' }}
      />
      {chart.overLimit.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="Uger med 48 timer eller mere"
          // Mantine's orange title (orange.9 on its tint) misses WCAG AA at this size.
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          <List size="sm" spacing={2}>
            {chart.overLimit.map((week) => (
              <List.Item key={`${week.employeeId}-${week.week}`}>
                {week.week}: {week.name}, {week.hoursText}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="gray.7">
          Ingen uger med 48 timer eller mere i perioden.
        </Text>
      )}
    </Stack>
  );
}
