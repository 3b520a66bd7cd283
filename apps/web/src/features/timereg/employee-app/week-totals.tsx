import { type DaySummary, formatHours, type TimeLogSetting, type TimeLogWarningDto } from '@kollega/domain';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { searchOf } from './app-view';
import { normWeekText } from './norm-week-text';

type WeekTotalsProps = {
  total: DaySummary;
  /** The warnings whose period touches this week. */
  warnings: readonly TimeLogWarningDto[];
  /** The norm week that applies (WeekModel.normSetting), named under the numbers. */
  normSetting: TimeLogSetting;
  /** Paid hourly all week: no norm (time-registration §2 hides Normtid for them). */
  paidHourly: boolean;
};

/**
 * The week in two numbers: the hours registered ('Registreret', absences included) and the norm ('Normtid') of
 * the days gone by, from the employee's own norm week, which the line under them spells out. Paid-hourly staff
 * have no norm, so they see only what they registered.
 */
export function WeekTotals({ total, warnings, normSetting, paidHourly }: WeekTotalsProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <div>
            <Text size="sm" c="gray.7">
              Registreret
            </Text>
            <Text fw={700} fz="lg">
              {formatHours(total.total)}
            </Text>
          </div>
          {paidHourly ? null : (
            <div>
              <Text size="sm" c="gray.7">
                Normtid
              </Text>
              <Text fw={700} fz="lg">
                {formatHours(total.normTime)}
              </Text>
            </div>
          )}
        </SimpleGrid>
        {paidHourly ? null : (
          <Text size="xs" c="gray.7">
            Din normtid: {normWeekText(normSetting)}. Den tælles for ugens dage til og med i går.
          </Text>
        )}
        {warnings.length > 0 ? (
          <Button
            renderRoot={(props) => <Link to="/" search={searchOf({ screen: 'warnings' })} {...props} />}
            color="orange"
            c="dark.8"
            variant="light"
            h={44}
            justify="flex-start"
            leftSection={<IconAlertTriangle size={18} aria-hidden="true" />}
          >
            {warnings.length === 1 ? '1 advarsel' : `${warnings.length} advarsler`} i ugen
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
