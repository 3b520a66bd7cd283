import {
  formatDate,
  formatHours,
  type IsoDate,
  isoWeek,
  LOCK_TEXT,
  type LockReason,
  type MyTimeregLocks,
  mondayOf,
  type TimeEntryDto,
} from '@kollega/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconLock, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadErrorState } from '../../../ui/load-error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import type { AppView, FormTarget } from './app-view';
import { ChangeLog } from './change-log';
import { weekdayName } from './dates';
import { DeleteEntryModal } from './delete-entry-modal';
import { EntryCard } from './entry-card';
import { EntryFormModal } from './entry-form-modal';
import type { AppNavigation } from './use-app-view';
import { useWeekLog } from './use-week-log';

type DayScreenProps = {
  date: IsoDate;
  form: FormTarget | null;
  navigation: Pick<AppNavigation, 'show' | 'back'>;
};

/**
 * 'Dag': one day's registrations with 'Ret' and 'Slet', 'Ny registrering' and the day's change log
 * (time-registration §2 day mode). On a locked day (an approved week, before the start date, on or before 'Låst til
 * og med': docs/rules/timereg.md#ruling-29) it only shows, and says why.
 */
export function DayScreen({ date, form, navigation }: DayScreenProps) {
  const monday = mondayOf(date);
  const { query, week, settings, changes } = useWeekLog(monday);
  const [deleting, setDeleting] = useState<TimeEntryDto | null>(null);
  const entriesId = useId();
  const changesId = useId();
  const title = `${weekdayName(date)} ${formatDate(date)}`;
  usePageTitle(title);

  const weekView: AppView = { screen: 'week', monday };
  const dayView: AppView = { screen: 'day', date, form: null };
  const day = week?.days.find((candidate) => candidate.date === date);
  const lock = day?.lock ?? (week?.locked ? 'approved' : null);
  const locked = lock !== null;
  const editing =
    form && form !== 'new' ? (day?.entries.find((entry) => entry.id === form.entryId) ?? null) : null;
  // A form for an entry that is gone (deleted elsewhere, or an old link) or on a locked day stays closed.
  const formOpen = day !== undefined && !locked && (form === 'new' || editing !== null);

  return (
    <Stack gap="lg">
      <div>
        <Button
          variant="subtle"
          h={44}
          px="xs"
          ml="-xs"
          leftSection={<IconChevronLeft size={20} aria-hidden="true" />}
          onClick={() => navigation.back(weekView)}
        >
          Uge {isoWeek(date).week}
        </Button>
        <Title order={1} size="h2" c="kollega.9" tabIndex={-1}>
          {title}
        </Title>
        {day?.holidayName ? <Text c="gray.7">{day.holidayName}</Text> : null}
      </div>

      {query.isPending ? <PageLoader /> : null}
      {query.isError && !week ? (
        <LoadErrorState
          error={query.error}
          message="Dine registreringer kunne ikke hentes."
          onRetry={() => void query.refetch()}
        />
      ) : null}

      {day ? (
        <>
          {lock ? (
            <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} title="Godkendt">
              {lockedDayText(lock, week?.locks ?? null)}
            </Alert>
          ) : null}
          <Stack component="section" gap="sm" aria-labelledby={entriesId}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4" id={entriesId}>
                Registreringer
              </Title>
              <Text fw={600}>{formatHours(day.summary.total)}</Text>
            </Group>
            {day.entries.length > 0 ? (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {day.entries.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    onEdit={
                      locked ? undefined : () => navigation.show({ ...dayView, form: { entryId: entry.id } })
                    }
                    onDelete={locked ? undefined : () => setDeleting(entry)}
                  />
                ))}
              </Stack>
            ) : (
              <Text c="gray.7">Ingen registreringer denne dag.</Text>
            )}
          </Stack>
          {locked ? null : (
            <Button
              size="lg"
              fullWidth
              leftSection={<IconPlus size={20} aria-hidden="true" />}
              onClick={() => navigation.show({ ...dayView, form: 'new' })}
            >
              Ny registrering
            </Button>
          )}
          <Stack component="section" gap="sm" aria-labelledby={changesId}>
            <Title order={2} size="h4" id={changesId}>
              Ændringer
            </Title>
            <ChangeLog changes={changes.filter((change) => change.date === date)} />
          </Stack>
        </>
      ) : null}

      <EntryFormModal
        opened={formOpen}
        date={date}
        entry={editing}
        settings={settings}
        onClose={() => navigation.back(dayView)}
      />
      <DeleteEntryModal entry={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** Why the day cannot be changed, in the employee's words (docs/rules/timereg.md#ruling-29 and issue 23 name the date). */
export function lockedDayText(lock: LockReason, locks: MyTimeregLocks | null): string {
  if (lock === 'beforeCompanyLock' && locks?.lockDate) {
    return `${LOCK_TEXT.lockedThrough(locks.lockDate)} Kontakt din administrator, hvis noget skal rettes.`;
  }
  if (lock === 'beforeStart' && locks?.startDate) return LOCK_TEXT.beforeStart(locks.startDate);
  if (lock === 'beforeCutoff') return LOCK_TEXT.beforeCutoff();
  return 'Ugen er godkendt, så registreringerne kan ikke ændres. Kontakt din administrator, hvis noget skal rettes.';
}
