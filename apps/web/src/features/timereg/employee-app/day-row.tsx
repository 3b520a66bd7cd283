import { formatHours } from '@kollega/domain';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { searchOf } from './app-view';
import { dayMonth, weekdayName } from './dates';
import classes from './employee-app.module.css';
import { ENTRY_TYPE_ORDER } from './entry-labels';
import { EntryTypeBadge } from './entry-type-badge';
import type { WeekDay } from './week-model';

/**
 * One day of the week as a link to the day: weekday and date, a public holiday's name, the hours registered and
 * the types of its registrations, each type once.
 */
export function DayRow({ day }: { day: WeekDay }) {
  const types = ENTRY_TYPE_ORDER.filter((type) => day.entries.some((entry) => entry.type === type));
  return (
    <li>
      <UnstyledButton
        renderRoot={(props) => (
          <Link to="/" search={searchOf({ screen: 'day', date: day.date, form: null })} {...props} />
        )}
        className={classes.dayRow}
        data-today={day.isToday || undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700}>
                {weekdayName(day.date)} {dayMonth(day.date)}
              </Text>
              {day.isToday ? (
                <Badge size="sm" variant="filled" tt="none">
                  I dag
                </Badge>
              ) : null}
            </Group>
            {day.holidayName ? (
              <Text size="sm" c="gray.7">
                {day.holidayName}
              </Text>
            ) : null}
            {types.length > 0 ? (
              <Group gap={6}>
                {types.map((type) => (
                  <EntryTypeBadge key={type} type={type} />
                ))}
              </Group>
            ) : null}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} c={day.entries.length > 0 ? undefined : 'gray.7'} style={{ whiteSpace: 'nowrap' }}>
              {formatHours(day.summary.total)}
            </Text>
            <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          </Group>
        </Group>
      </UnstyledButton>
    </li>
  );
}
