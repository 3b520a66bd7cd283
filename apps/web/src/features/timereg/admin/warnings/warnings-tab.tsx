import type { TimeLogWarningDto } from '@kollega/domain';
import { Alert, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useTimeregEmployees } from '../../api/get-timereg-employees';
import { useWarnings } from '../../api/get-warnings';
import { useUpdateWarning } from '../../api/update-warning';
import { CommentModal } from './comment-modal';
import { WarningTableRow } from './warning-row';
import { type WarningRow, warningRows } from './warning-rows';

function EmptyState({ hiddenSeen, former }: { hiddenSeen: boolean; former: boolean }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconShieldCheck size={40} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden="true" />
      <Text fw={600}>Ingen overskridelser</Text>
      <Text size="sm" c="gray.7">
        {hiddenSeen
          ? 'Der er ingen nye overskridelser. Sæt flueben i ‘Vis sete’ for at se dem, du har set.'
          : former
            ? 'Ingen tidligere medarbejdere har overskridelser.'
            : 'Ingen medarbejdere har overskredet 11-timers- eller 48-timers-reglen.'}
      </Text>
    </Stack>
  );
}

/**
 * Overskridelser (time-registration §2, docs/rules/timereg.md#ruling-10 and docs/rules/timereg.md#ruling-11): the 11- and 48-hour warnings the server raises,
 * newest first. Seen warnings are hidden until 'Vis sete' is ticked.
 */
export function WarningsTab() {
  // 'Tidligere medarbejdere' (as on Registreringer): the warnings of inactive and deleted employees, kept for five
  // years with their registrations (docs/rules/timereg.md#ruling-14, issue 23 item 8).
  const [showFormer, setShowFormer] = useState(false);
  const warnings = useWarnings(showFormer);
  // Warnings of employees who left are kept (docs/rules/timereg.md#ruling-14), so the inactive ones are needed for the names.
  const active = useTimeregEmployees(false);
  const inactive = useTimeregEmployees(true);
  const update = useUpdateWarning();
  const [showSeen, setShowSeen] = useState(false);
  const [commenting, setCommenting] = useState<WarningRow | null>(null);
  const [markFailed, setMarkFailed] = useState(false);

  const rows = useMemo(
    () =>
      warningRows(
        warnings.data?.warnings ?? [],
        [...(active.data ?? []), ...(inactive.data ?? [])],
        showSeen,
      ),
    [warnings.data, active.data, inactive.data, showSeen],
  );

  const { mutate } = update;
  const markSeen = useCallback(
    (warning: TimeLogWarningDto) => {
      setMarkFailed(false);
      mutate({ id: warning.id, update: { read: true } }, { onError: () => setMarkFailed(true) });
    },
    [mutate],
  );
  const closeComment = useCallback(() => setCommenting(null), []);

  const queries = [warnings, active, inactive];
  if (queries.some((query) => query.isPending)) return <PageLoader label="Indlæser overskridelser" />;
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        message={failed.error?.message}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }

  const markingId = update.isPending && update.variables.update.read ? update.variables.id : null;
  const hiddenSeen = !showSeen && (warnings.data?.warnings ?? []).some((warning) => warning.read);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            Hviletid under 11 timer mellem to arbejdsdage, og en gennemsnitlig arbejdsuge over 48 timer.
          </Text>
          <Group gap="md">
            <Checkbox
              label="Tidligere medarbejdere"
              checked={showFormer}
              onChange={(event) => setShowFormer(event.currentTarget.checked)}
            />
            <Checkbox
              label="Vis sete"
              checked={showSeen}
              onChange={(event) => setShowSeen(event.currentTarget.checked)}
            />
          </Group>
        </Group>
        {showFormer ? (
          <Text size="xs" c="gray.7">
            Inaktive og slettede medarbejderes overskridelser (de gemmes i 5 år).
          </Text>
        ) : null}
        {markFailed ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            withCloseButton
            closeButtonLabel="Luk"
            onClose={() => setMarkFailed(false)}
          >
            Overskridelsen kunne ikke markeres som set. Prøv igen senere.
          </Alert>
        ) : null}
        {rows.length === 0 ? (
          <EmptyState hiddenSeen={hiddenSeen} former={showFormer} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Medarbejder</Table.Th>
                  <Table.Th>Periode</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Årsag</Table.Th>
                  <Table.Th>Handlinger</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <WarningTableRow
                    key={row.warning.id}
                    row={row}
                    marking={markingId === row.warning.id}
                    onMarkSeen={markSeen}
                    onComment={setCommenting}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CommentModal row={commenting} onClose={closeComment} />
    </Paper>
  );
}
