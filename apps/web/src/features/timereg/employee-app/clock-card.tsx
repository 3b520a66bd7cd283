import {
  CLOCK_REMINDER_HOURS,
  type ClockStopped,
  formatDate,
  formatHours,
  quarterHourOptions,
  TIMEREG_MESSAGES,
} from '@kollega/domain';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useCancelMyClock } from '../api/cancel-my-clock';
import { useMyClock } from '../api/get-my-clock';
import { useSetMyClockBreak } from '../api/set-my-clock-break';
import { useStartMyClock } from '../api/start-my-clock';
import { useStopMyClock } from '../api/stop-my-clock';

const QUARTERS = quarterHourOptions().map((time) => ({ value: time, label: time }));

/** 'Registreret: Arbejde 08:15–16:15 d. 03.11.2026 (7,75 timer).' (formatHours says 'timer'). */
export function clockedText({ entry }: ClockStopped): string {
  return `Registreret: Arbejde ${entry.startTime}–${entry.endTime} d. ${formatDate(entry.date)} (${formatHours(entry.hours)}).`;
}

/** The Danish message of a failed call: the server's, or the general failure text. */
const errorText = errorMessage;

/**
 * 'Start arbejdsdag' / 'Slut arbejdsdag' on the app's front page (issue 17, decision 030). The clock runs on the
 * server, so it survives closing the phone; stopping it makes an ordinary work registration, the start rounded up and
 * the end down to the quarter hour (issue 23), refused like a typed one (the message names an overlapped registration). After 16 hours it asks for
 * the real end time.
 */
export function ClockCard() {
  const query = useMyClock();
  const start = useStartMyClock();
  const setBreak = useSetMyClockBreak();
  const stop = useStopMyClock();
  const cancel = useCancelMyClock();
  const [endTime, setEndTime] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const clock = query.data?.clock ?? null;
  const busy = start.isPending || setBreak.isPending || stop.isPending || cancel.isPending;
  const failed = [start, setBreak, stop, cancel].find((mutation) => mutation.isError)?.error ?? null;
  const mixedDay = stop.error instanceof ApiError && stop.error.is('MIXED_DAY_UNCONFIRMED');

  const resetAll = () => {
    for (const mutation of [start, setBreak, stop, cancel]) mutation.reset();
    setDone(null);
  };
  const stopAt = (options: { endTime?: string; confirmMixedDay?: boolean }) => {
    resetAll();
    stop.mutate(
      {
        ...(options.endTime ? { endTime: options.endTime } : {}),
        confirmMixedDay: options.confirmMixedDay ?? false,
      },
      {
        onSuccess: (stopped) => {
          setDone(clockedText(stopped));
          setEndTime(null);
        },
      },
    );
  };

  if (query.isPending || (query.isError && !query.data)) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="clock-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text id="clock-title" fw={700}>
            {clock ? `Mødt ind kl. ${clock.since}` : 'Arbejdsdag'}
          </Text>
          {clock?.onBreak ? <Badge color="yellow.8">På pause</Badge> : null}
        </Group>
        {clock && clock.breakMinutes > 0 ? (
          <Text size="sm" c="gray.7">
            Pause indtil nu: {clock.breakMinutes} min
          </Text>
        ) : null}

        {clock?.overdue ? (
          <Alert color="orange" title={`Din arbejdsdag har kørt i over ${CLOCK_REMINDER_HOURS} timer`}>
            <Stack gap="xs">
              <Text size="sm">Glemte du at stemple ud? Vælg, hvornår du sluttede.</Text>
              <Select
                label="Sluttidspunkt"
                data={QUARTERS}
                value={endTime}
                onChange={setEndTime}
                searchable
                allowDeselect={false}
              />
              <Button
                disabled={!endTime || busy}
                loading={stop.isPending && endTime !== null}
                onClick={() => endTime && stopAt({ endTime })}
              >
                Slut på dette tidspunkt
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {clock ? (
          // Issue 23: side by side the labels were cut at 390 px ('Slut arbejd…'); one column on a phone.
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              size="md"
              disabled={busy}
              loading={setBreak.isPending}
              onClick={() => {
                resetAll();
                setBreak.mutate(!clock.onBreak);
              }}
            >
              {clock.onBreak ? 'Slut pause' : 'Start pause'}
            </Button>
            <Button
              size="md"
              color="red.8"
              disabled={busy}
              loading={stop.isPending && endTime === null}
              onClick={() => stopAt({})}
            >
              Slut arbejdsdag
            </Button>
          </SimpleGrid>
        ) : (
          <Button
            size="md"
            disabled={busy}
            loading={start.isPending}
            onClick={() => {
              resetAll();
              start.mutate();
            }}
          >
            Start arbejdsdag
          </Button>
        )}

        {clock && !confirmCancel ? (
          <Button variant="subtle" size="xs" onClick={() => setConfirmCancel(true)} disabled={busy}>
            Fortryd arbejdsdagen
          </Button>
        ) : null}
        {clock && confirmCancel ? (
          <Group gap="xs" justify="center">
            <Text size="sm">Fortryd uden at registrere noget?</Text>
            <Button
              size="xs"
              color="red.8"
              onClick={() => {
                resetAll();
                cancel.mutate(undefined, { onSettled: () => setConfirmCancel(false) });
              }}
            >
              Ja, fortryd
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmCancel(false)}>
              Nej
            </Button>
          </Group>
        ) : null}

        {failed ? (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Text size="sm">{errorText(failed)}</Text>
              {mixedDay ? (
                <Button
                  size="xs"
                  onClick={() =>
                    stopAt(endTime ? { endTime, confirmMixedDay: true } : { confirmMixedDay: true })
                  }
                >
                  {TIMEREG_MESSAGES.confirmSave}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {done ? (
          <Text size="sm" c="green.9" role="status">
            {done}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
