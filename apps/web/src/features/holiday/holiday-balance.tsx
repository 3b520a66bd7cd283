import {
  formatDate,
  formatHolidayDays,
  HOLIDAY_MESSAGES,
  type HolidayLedgerEntry,
  type HolidayOverview,
  holidayYearLabel,
} from '@kollega/domain';
import {
  Alert,
  Badge,
  Box,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** '2,08' with Danish decimals; whole numbers without. */
export function formatDays(days: number): string {
  // `|| 0` turns -0 (nothing taken, shown as a deduction) into 0.
  return (days || 0).toLocaleString('da-DK', { maximumFractionDigits: 2 });
}

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {formatDays(value)}
      </Text>
    </Group>
  );
}

/**
 * The balances of every open ferieår and the feriefridage (decision 026), labelled indicative: the employee's
 * Ferie tab and the employee app show the same cards. A reminder's title is dark: the light alert's orange title
 * is too faint on its background (axe: contrast), so the icon carries the colour.
 */
export function HolidayBalances({ overview }: { overview: HolidayOverview }) {
  return (
    <Stack gap="md">
      {overview.reminders.map((reminder) => (
        <Alert
          key={`${reminder.kind}-${reminder.text}`}
          color="orange"
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={
            reminder.kind === 'fifthWeekLapsing' ? '5. ferieuge bortfalder' : 'Overførsel mangler underskrift'
          }
        >
          {reminder.text}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, sm: overview.extra ? 3 : 2 }} spacing="md">
        {overview.years.map((year) => (
          <Paper
            key={year.year}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={`Ferieår ${holidayYearLabel(year.year)}`}
          >
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Ferieår {holidayYearLabel(year.year)}
                </Title>
                <Badge variant="light" color="gray" radius="sm">
                  til {formatDate(year.takeEnd)}
                </Badge>
              </Group>
              <Figure label="Optjent" value={year.earned} />
              {year.adjusted !== 0 ? (
                <Figure label="Startsaldo og korrektioner" value={year.adjusted} />
              ) : null}
              {year.transferredIn !== 0 ? (
                <Figure label="Overført hertil" value={year.transferredIn} />
              ) : null}
              {year.transferredOut !== 0 ? (
                <Figure label="Overført videre" value={-year.transferredOut} />
              ) : null}
              <Figure label="Afholdt" value={-year.taken} />
              <Figure label="Rest" value={year.left} strong />
              {/* Planned days apart from what is left: a request for later in the ferieår spends days earned by
                  then, so subtracting it from today's rest showed a minus for lawful holiday (issue 23). */}
              <Figure label="Planlagt" value={year.planned} />
              {year.expiring > 0 ? (
                <Text size="sm" c="red.9">
                  {formatDays(year.expiring)} dage bortfalder {formatDate(year.takeEnd)}
                  {year.fifthWeekExpiring > 0
                    ? `, heraf ${formatDays(year.fifthWeekExpiring)} fra 5. ferieuge`
                    : ''}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
        {overview.extra ? (
          <Paper withBorder radius="md" p="md" component="section" aria-label="Feriefridage">
            <Stack gap={6}>
              <Title order={3} size="h5">
                Feriefridage{' '}
                {overview.extra.period === 'calendarYear'
                  ? overview.extra.year
                  : holidayYearLabel(overview.extra.year)}
              </Title>
              <Figure label="Tildelt" value={overview.extra.granted} />
              {overview.extra.adjusted !== 0 ? (
                <Figure label="Korrektioner" value={overview.extra.adjusted} />
              ) : null}
              <Figure label="Afholdt" value={-overview.extra.taken} />
              <Figure label="Planlagt" value={-overview.extra.planned} />
              <Figure label="Rest" value={overview.extra.remaining} strong />
            </Stack>
          </Paper>
        ) : null}
      </SimpleGrid>
      {overview.lapsed.map((year) => (
        // A closed ferieår keeps its untaken days in sight: the admin settles them with Feriefonden (issue 23).
        <Paper
          key={year.year}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={`Ferieår ${holidayYearLabel(year.year)}, afsluttet`}
        >
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              Ferieår {holidayYearLabel(year.year)}
            </Title>
            <Text size="sm" fw={700} c="red.9">
              Bortfaldet: {formatHolidayDays(year.days)}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            Dagene blev hverken holdt eller overført inden {formatDate(year.takeEnd)}. Feriepengene for dem
            afregnes med Feriefonden.
          </Text>
        </Paper>
      ))}
      <Text size="xs" c="gray.7">
        {HOLIDAY_MESSAGES.indicative}
      </Text>
    </Stack>
  );
}

/** The ledger behind the figures: accruals by month, registrations, and the admin's rows. */
export function HolidayLedgerTable({
  entries,
  actions,
}: {
  entries: readonly HolidayLedgerEntry[];
  actions?: (entry: HolidayLedgerEntry) => ReactNode;
}) {
  if (entries.length === 0) return <Text c="gray.7">Ingen bevægelser endnu</Text>;
  return (
    // A plain scrolling box that takes the focus, so a keyboard can scroll it too (axe: scrollable-region-focusable).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Bevægelser">
      <Table striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dato</Table.Th>
            <Table.Th>Bevægelse</Table.Th>
            <Table.Th ta="right">Dage</Table.Th>
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Handlinger</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDate(entry.date)}</Table.Td>
              <Table.Td>
                {entry.text}
                {entry.bucket === 'extra' && entry.source !== 'registration' ? ' (feriefridage)' : ''}
                {entry.year > 0 && entry.source !== 'accrual'
                  ? ` · ferieår ${holidayYearLabel(entry.year)}`
                  : ''}
                {entry.signed === false ? (
                  <Badge ml="xs" color="orange" variant="dot" radius="sm">
                    Ikke underskrevet
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                {entry.days > 0 ? `+${formatDays(entry.days)}` : formatDays(entry.days)}
              </Table.Td>
              {actions ? <Table.Td>{actions(entry)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
