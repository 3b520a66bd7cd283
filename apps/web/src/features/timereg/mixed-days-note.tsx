import { formatDate, type IsoDate, mixedDays, TIMEREG_MESSAGES, type TimeEntryDto } from '@kollega/domain';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The week summary's flag for days holding both work and an absence (issue 17): allowed once confirmed, but worth
 * a second look before the week is approved. Nothing when there are none.
 */
export function MixedDaysNote({ entries }: { entries: readonly Pick<TimeEntryDto, 'date' | 'type'>[] }) {
  const days: IsoDate[] = mixedDays(entries);
  if (days.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      c="dark.8"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={TIMEREG_MESSAGES.mixedDayFlag}
    >
      {days.map(formatDate).join(', ')}
    </Alert>
  );
}
