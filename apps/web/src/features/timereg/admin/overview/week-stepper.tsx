import { addDays, danishToday, type IsoDate, mondayOf } from '@kollega/domain';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { hasEarlierWeek } from '../../first-week';
import { weekDates, weekTitle } from './week-label';

type WeekStepperProps = {
  /** The Monday of the week shown. */
  monday: IsoDate;
  onChange: (monday: IsoDate) => void;
  /** Text before the week in the buttons' names, for pages with more than one stepper. */
  label?: string;
};

/**
 * A week at a time: previous and next, 'Uge N' with its dates, and a way back to this week. The week title is a
 * live region, so a screen reader hears where a click went. It stops at time registration's first week
 * (decision 013): the server lists nothing earlier.
 */
export function WeekStepper({ monday, onChange, label = 'uge' }: WeekStepperProps) {
  const thisWeek = mondayOf(danishToday());
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Forrige ${label}`}
        disabled={!hasEarlierWeek(monday)}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <Stack gap={0} miw={170} ta="center" aria-live="polite">
        <Text fw={600}>{weekTitle(monday)}</Text>
        <Text size="sm" c="gray.7">
          {weekDates(monday)}
        </Text>
      </Stack>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Næste ${label}`}
        onClick={() => onChange(addDays(monday, 7))}
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
      {monday === thisWeek ? null : (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(thisWeek)}>
          Denne uge
        </Button>
      )}
    </Group>
  );
}
