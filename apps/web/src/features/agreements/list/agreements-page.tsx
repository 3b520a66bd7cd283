import {
  AGREEMENT_MESSAGES,
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_TYPES,
  type AgreementListItem,
  agreementStatus,
  employeeFullName,
  formatDate,
  formatTimeOfDay,
} from '@kollega/domain';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { agreementPath, paths } from '../../../lib/paths';
import { useAgreements } from '../../../lib/shared-api/get-agreements';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { PersonAvatar } from '../../../ui/person-avatar';
import phoneCards from '../../../ui/phone-cards.module.css';
import { AgreementFormModal } from '../agreement-form-modal';
import { useCreateAgreement } from '../api/create-agreement';

type Tab = 'open' | 'closed';

const STATUS_COLORS = { open: 'blue', overdue: 'red', closed: 'gray' } as const;

/** Rows per page: a screenful that renders at once, even for a company with thousands of agreements. */
export const AGREEMENTS_PER_PAGE = 50;

export function StatusBadge({ agreement }: { agreement: Pick<AgreementListItem, 'isClosed' | 'startsAt'> }) {
  const status = agreementStatus(agreement);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {AGREEMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'DD.MM.YYYY HH:mm' in Danish time. */
export function formatAgreementMoment(startsAt: string): string {
  return `${formatDate(startsAt)} ${formatTimeOfDay(startsAt)}`;
}

/**
 * /aftaler (hr-core §2): 'Møder og aftaler', tabs Åben and Afsluttet with counts, filters Vedrørende and Type,
 * and 'Ny aftale'. The server sorts and pages (Åben by date ascending, Afsluttet descending).
 */
export function AgreementsPage() {
  usePageTitle(AGREEMENT_MESSAGES.pageTitle);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { ny?: string; vedroerende?: string; type?: string };
  const [tab, setTabState] = useState<Tab>('open');
  const [regardingId, setRegardingIdState] = useState<string | null>(null);
  const [agreementType, setAgreementTypeState] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // Another tab or filter is another list: it starts on its first page.
  const setTab = (value: Tab) => {
    setTabState(value);
    setPage(1);
  };
  const setRegardingId = (value: string | null) => {
    setRegardingIdState(value);
    setPage(1);
  };
  const setAgreementType = (value: string | null) => {
    setAgreementTypeState(value);
    setPage(1);
  };
  const [creating, setCreating] = useState(search.ny === '1');
  const employees = useEmployees();
  const create = useCreateAgreement();
  const list = useAgreements({
    status: tab,
    ...(regardingId ? { regardingId } : {}),
    ...(agreementType ? { agreementType: agreementType as (typeof AGREEMENT_TYPES)[number] } : {}),
    limit: AGREEMENTS_PER_PAGE,
    offset: (page - 1) * AGREEMENTS_PER_PAGE,
  });
  const employeeOptions = useMemo(
    () =>
      (employees.data?.employees ?? []).map((employee) => ({
        value: employee.id,
        label: employeeFullName(employee),
      })),
    [employees.data],
  );

  // A page emptied by deletions elsewhere falls back to the last page that has rows.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / AGREEMENTS_PER_PAGE)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const closeModal = () => {
    setCreating(false);
    if (search.ny) void navigate({ to: paths.agreements, search: {}, replace: true });
  };

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const { items, counts, total } = list.data;
  const pageCount = lastPage;
  const firstShown = (page - 1) * AGREEMENTS_PER_PAGE + 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{AGREEMENT_MESSAGES.pageTitle}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Ny aftale
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <Select
          label="Vedrørende"
          placeholder="Alle"
          clearable
          searchable
          data={employeeOptions}
          value={regardingId}
          onChange={setRegardingId}
          w={260}
        />
        <Select
          label="Type"
          placeholder="Alle"
          clearable
          data={[...AGREEMENT_TYPES]}
          value={agreementType}
          onChange={setAgreementType}
          w={260}
        />
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'open')}>
        <Tabs.List aria-label="Aftaler">
          <Tabs.Tab value="open">Åben ({counts.open})</Tabs.Tab>
          <Tabs.Tab value="closed">Afsluttet ({counts.closed})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" fw={600}>
                {tab === 'open' ? AGREEMENT_MESSAGES.emptyOpen : AGREEMENT_MESSAGES.emptyClosed}
              </Text>
            </Paper>
          ) : (
            <Paper withBorder radius="lg">
              {/* On a phone each agreement is a card, its date in sight (issue 24, decision 036). */}
              <Table highlightOnHover verticalSpacing="sm" className={phoneCards.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Titel</Table.Th>
                    <Table.Th>Vedrørende</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Dato</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((agreement) => (
                    <Table.Tr key={agreement.id}>
                      <Table.Td>
                        <Link to={agreementPath(agreement.id)}>{agreement.title}</Link>
                        <Text size="xs" c="gray.7">
                          {agreement.agreementType}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <PersonAvatar
                            name={agreement.regarding.name}
                            photoUrl={agreement.regarding.photoUrl}
                            size="sm"
                          />
                          <Text size="sm">{agreement.regarding.name}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td className={phoneCards.inline}>
                        <StatusBadge agreement={agreement} />
                      </Table.Td>
                      <Table.Td className={phoneCards.inline} style={{ whiteSpace: 'nowrap' }}>
                        {formatAgreementMoment(agreement.startsAt)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {pageCount > 1 ? (
                <Group justify="space-between" p="md">
                  <Text size="sm" c="gray.7">
                    Viser {firstShown}–{firstShown + items.length - 1} af {total}
                  </Text>
                  <Pagination
                    total={pageCount}
                    value={Math.min(page, pageCount)}
                    onChange={setPage}
                    getControlProps={(control) => ({
                      'aria-label': control === 'next' ? 'Næste side' : 'Forrige side',
                    })}
                    getItemProps={(pageNumber) => ({ 'aria-label': `Side ${pageNumber}` })}
                    withEdges={false}
                  />
                </Group>
              ) : null}
            </Paper>
          )}
        </Tabs.Panel>
      </Tabs>
      <AgreementFormModal
        opened={creating}
        onClose={closeModal}
        title="Ny aftale"
        submitLabel="Opret"
        prefill={{
          ...(search.vedroerende ? { regardingId: search.vedroerende } : {}),
          ...(search.type ? { agreementType: search.type } : {}),
        }}
        pending={create.isPending}
        onSubmit={(input, { onError }) =>
          create.mutate(input, {
            onSuccess: async (created) => {
              setCreating(false);
              await navigate({ to: agreementPath(created.id) });
            },
            onError,
          })
        }
      />
    </Stack>
  );
}
