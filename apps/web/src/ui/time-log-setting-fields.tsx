import { formatHours, scheduledMinutesOnWeekday, type TimeLogSettingInput } from '@kollega/domain';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { BreakMinutesInput, breakMinutesError } from './break-minutes-input';
import { NormWeekEditor } from './norm-week-editor';

type TimeLogSettingFieldsProps = {
  value: TimeLogSettingInput;
  onChange: (next: TimeLogSettingInput) => void;
  disabled?: boolean;
};

/** The norm week's hours after unpaid breaks, as the norm time counts them (time-log-settings.ts). */
function weeklyNormHours(value: TimeLogSettingInput): number {
  const setting = { ...value, createdDate: '' };
  let minutes = 0;
  for (let weekday = 1; weekday <= 7; weekday += 1) minutes += scheduledMinutesOnWeekday(setting, weekday);
  return minutes / 60;
}

/**
 * A whole time-log setting (time-registration §3 TimeLogSetting): the norm week, the break, 'Betalt pause' and
 * 'Timelønnet'. The company's default and an employee's own norm are edited with the same fields.
 */
export function TimeLogSettingFields({ value, onChange, disabled = false }: TimeLogSettingFieldsProps) {
  return (
    <Stack gap="md">
      <NormWeekEditor
        value={value.weeklySchedule}
        onChange={(weeklySchedule) => onChange({ ...value, weeklySchedule })}
        disabled={disabled}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {value.isPaidHourly
          ? 'Timelønnede har ingen normtid.'
          : `Normtid pr. uge: ${formatHours(weeklyNormHours(value))}`}
      </Text>
      <Group gap="lg" align="flex-start">
        <BreakMinutesInput
          value={value.breakDuration}
          onChange={(breakDuration) => onChange({ ...value, breakDuration })}
          error={breakMinutesError(value.breakDuration)}
          disabled={disabled}
        />
        <Stack gap="sm" pt={4}>
          <Switch
            label="Betalt pause"
            aria-label="Betalt pause"
            description="Pausen trækkes ikke fra arbejdstiden."
            checked={value.paidBreak}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, paidBreak: event.currentTarget.checked })}
          />
          <Switch
            label="Timelønnet"
            aria-label="Timelønnet"
            description="Timelønnede har ingen normtid og ingen pause at registrere."
            checked={value.isPaidHourly}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, isPaidHourly: event.currentTarget.checked })}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
