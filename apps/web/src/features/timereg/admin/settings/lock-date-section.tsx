import { danishToday, formatDate, PAYROLL_MESSAGES, TIMEREG_FIRST_DATE } from '@kollega/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../../ui/date-field';
import { useUpdateLockDate } from '../../api/update-lock-date';

/**
 * 'Låst til og med' (docs/rules/timereg.md#ruling-29, issue 17): the date and every day before it are locked (read-only, counted as
 * approved).
 * The date only moves forward, to today at the latest; the server refuses anything else with its message, and
 * writes the change to the audit log.
 */
export function LockDateSection({ lockDate }: { lockDate: string | null }) {
  const update = useUpdateLockDate();
  const [date, setDate] = useState<string | null>(lockDate);
  const today = danishToday();
  const unchanged = date === lockDate;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {lockDate ? (
          // docs/rules/timereg.md#ruling-29: the date itself is locked too, and the text says so.
          <>
            Registreringer til og med <strong>{formatDate(lockDate)}</strong> kan ikke ændres.
          </>
        ) : (
          'Ingen låsedato er sat.'
        )}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (date) update.mutate(date);
        }}
      >
        <Group align="flex-end" gap="sm">
          <DateField
            label="Låst til og med"
            value={date}
            onChange={setDate}
            minDate={lockDate ?? TIMEREG_FIRST_DATE}
            maxDate={today}
            clearable={false}
            w={200}
          />
          <Button type="submit" disabled={!date || unchanged} loading={update.isPending}>
            Lås
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {update.isSuccess && update.data.lockDate === date ? (
          <Text size="sm" c="kollega.9">
            {PAYROLL_MESSAGES.lockDateSaved}
          </Text>
        ) : null}
        {update.isError ? (
          <Text size="sm" c="red.9">
            {update.error.message}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
