import { compareDanish, formatDate } from '@kollega/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconLogin2, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../lib/plan-labels';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { nextSort, SortHeader, type Sort as SortState } from '../../ui/sort-header';
import { useImpersonate } from './api/impersonate';
import { type AdminCompany, useAdminCompanies } from './api/list-companies';
import { TrialModal } from './trial-modal';

type SortKey = 'name' | 'vat' | 'createdAt';
type Sort = SortState<SortKey>;

/** Search by name or CVR number, case and spacing ignored. */
export function filterCompanies(companies: readonly AdminCompany[], search: string): AdminCompany[] {
  const needle = search.trim().toLocaleLowerCase('da');
  if (needle === '') return [...companies];
  const digits = needle.replace(/\s+/g, '');
  return companies.filter(
    (company) => company.name.toLocaleLowerCase('da').includes(needle) || company.vat.includes(digits),
  );
}

export function sortCompanies(companies: AdminCompany[], sort: Sort): AdminCompany[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return companies.sort((a, b) => {
    if (sort.key === 'createdAt') return factor * (Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return factor * compareDanish(a[sort.key], b[sort.key]);
  });
}

function Subscription({ company }: { company: AdminCompany }) {
  if (!company.plan) return <Text c="gray.7">–</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={company.plan === 'freemium' ? 'gray' : 'kollega'} radius="sm">
        {PLAN_LABELS[company.plan]}
      </Badge>
      {company.status ? (
        <Text size="sm" c="gray.7">
          {SUBSCRIPTION_STATUS_LABELS[company.status]}
        </Text>
      ) : null}
    </Group>
  );
}

/** /admin (hr-core §2, §6): every company, searchable, with 'Log ind som' to see the app as its owner. */
export function AdminPage() {
  usePageTitle('Admin');
  const companies = useAdminCompanies();
  const impersonate = useImpersonate();
  const [search, setSearch] = useState('');
  const [trialFor, setTrialFor] = useState<{ id: string; name: string } | null>(null);
  const [sort, setSort] = useState<Sort>({ key: 'createdAt', direction: 'desc' });

  const rows = useMemo(
    () => sortCompanies(filterCompanies(companies.data?.companies ?? [], search), sort),
    [companies.data, search, sort],
  );

  const onSort = (key: SortKey) =>
    setSort((current) => nextSort(current, key, key === 'createdAt' ? 'desc' : 'asc'));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Virksomheder</Title>
        <Text c="gray.7">Alle virksomheder i Kollega. Log ind som ejeren for at se det, de ser.</Text>
      </Stack>

      {companies.isPending ? <PageLoader /> : null}
      {companies.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          Error fetching companies
        </Alert>
      ) : null}
      {impersonate.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          Der skete en fejl. Prøv igen senere.
        </Alert>
      ) : null}

      {companies.data ? (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <TextInput
                aria-label="Søg efter navn eller CVR-nr."
                placeholder="Søg efter navn eller CVR-nr."
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={{ base: '100%', sm: 340 }}
                type="search"
              />
              <Text size="sm" c="gray.7" role="status">
                {rows.length === 1 ? '1 virksomhed' : `${rows.length} virksomheder`}
              </Text>
            </Group>
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <SortHeader label="Navn" column="name" sort={sort} onSort={onSort} />
                    <SortHeader label="CVR" column="vat" sort={sort} onSort={onSort} />
                    <Table.Th>Abonnement</Table.Th>
                    <SortHeader label="Oprettet" column="createdAt" sort={sort} onSort={onSort} />
                    <Table.Th>Ejer</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Handlinger</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td fw={600}>{company.name}</Table.Td>
                      <Table.Td>{company.vat}</Table.Td>
                      <Table.Td>
                        <Subscription company={company} />
                      </Table.Td>
                      <Table.Td>{formatDate(company.createdAt)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{company.ownerName || '–'}</Text>
                        {company.ownerEmail ? (
                          <Text size="xs" c="gray.7">
                            {company.ownerEmail}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setTrialFor({ id: company.id, name: company.name })}
                            aria-label={`Prøveperiode for ${company.name}`}
                          >
                            Prøveperiode
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconLogin2 size={16} aria-hidden="true" />}
                            disabled={!company.ownerUserId || impersonate.isPending}
                            loading={impersonate.isPending && impersonate.variables === company.ownerUserId}
                            onClick={() => company.ownerUserId && impersonate.mutate(company.ownerUserId)}
                            aria-label={`Log ind som ejeren af ${company.name}`}
                          >
                            Log ind som
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 0 ? (
              <Text c="gray.7" ta="center" py="md">
                Ingen virksomheder matcher søgningen.
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {trialFor ? <TrialModal company={trialFor} onClose={() => setTrialFor(null)} /> : null}
    </Stack>
  );
}
