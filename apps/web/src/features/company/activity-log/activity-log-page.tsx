import { ACTIVITY_LOG_MESSAGES, type ActivityLogRow, formatDate, formatTimeOfDay } from '@kollega/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { type ActivityFilters, activityQuery, useActivityLog } from '../api/activity-log';

const NO_FILTERS: ActivityFilters = { person: null, area: null, action: null, from: null, to: null };

function Who({ row }: { row: ActivityLogRow }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{row.actor ?? ACTIVITY_LOG_MESSAGES.system}</Text>
      {row.impersonator ? (
        <Badge color="orange" variant="light" size="sm" c="dark.8">
          Support ({row.impersonator}) logget ind som
        </Badge>
      ) : null}
    </Stack>
  );
}

function Changes({ row }: { row: ActivityLogRow }) {
  if (row.changes.length === 0)
    return (
      <Text size="sm" c="gray.6">
        –
      </Text>
    );
  return (
    <Stack gap={2}>
      {row.changes.map((change) => (
        <Text size="sm" key={change.field}>
          <Text span fw={500}>
            {change.field}
          </Text>
          : {change.from || '–'} → {change.to || '–'}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /aktivitetslog (issue 25, decision 034): every audit row of the company for its owner and admins — who, when,
 * what, old → new, CPR reads, a super admin's 'Log ind som' — filtered, paged on the server, and as CSV.
 */
export function ActivityLogPage() {
  usePageTitle(ACTIVITY_LOG_MESSAGES.title);
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useActivityLog(filters, page);
  const set = (patch: Partial<ActivityFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  if (log.isPending) return <PageLoader />;
  if (log.isError && !log.data) return <ErrorState onRetry={() => void log.refetch()} />;
  const data = log.data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{ACTIVITY_LOG_MESSAGES.title}</Title>
          <Text c="gray.7">
            Alt, der er ændret i virksomheden, og hvem der gjorde det. {formatDate(data.from)}–
            {formatDate(data.to)}
          </Text>
        </Stack>
        <Button
          component="a"
          href={`/api/company/activity-log.csv?${activityQuery(filters)}`}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Eksportér CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <Select
          label="Person"
          placeholder="Alle"
          clearable
          searchable
          data={data.persons.map((person) => ({ value: person.userId, label: person.name }))}
          value={filters.person}
          onChange={(person) => set({ person })}
        />
        <Select
          label="Område"
          placeholder="Alle"
          clearable
          data={data.areas}
          value={filters.area}
          onChange={(area) => set({ area })}
        />
        <Select
          label="Handling"
          placeholder="Alle"
          clearable
          searchable
          data={data.actions}
          value={filters.action}
          onChange={(action) => set({ action })}
        />
        <DateField
          label="Fra"
          value={filters.from}
          onChange={(from) => set({ from: from ? String(from) : null })}
        />
        <DateField label="Til" value={filters.to} onChange={(to) => set({ to: to ? String(to) : null })} />
      </SimpleGrid>
      {log.isError ? (
        <Alert color="red" variant="light" role="alert">
          {log.error.message}
        </Alert>
      ) : null}
      {data.rows.length === 0 ? (
        <Text c="gray.7">Ingen aktivitet i den valgte periode.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tidspunkt</Table.Th>
                <Table.Th>Person</Table.Th>
                <Table.Th>Område</Table.Th>
                <Table.Th>Handling</Table.Th>
                <Table.Th>Ændringer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(row.at)} {formatTimeOfDay(row.at)}
                  </Table.Td>
                  <Table.Td>
                    <Who row={row} />
                  </Table.Td>
                  <Table.Td>{row.areaLabel}</Table.Td>
                  <Table.Td>{row.actionLabel}</Table.Td>
                  <Table.Td>
                    <Changes row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Sider" />
        </Group>
      ) : null}
    </Stack>
  );
}
