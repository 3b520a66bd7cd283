import { ADMIN_MESSAGES, compareDanish, formatDate } from '@kollega/domain';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { adminCompanyPath } from '../../lib/paths';
import { PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../lib/plan-labels';
import { PageLoader } from '../../ui/page-loader';
import { nextSort, SortHeader, type Sort as SortState } from '../../ui/sort-header';
import { type AdminCompany, useAdminCompanies } from './api/list-companies';

type SortKey = 'name' | 'plan' | 'status' | 'employeeCount' | 'timeregCount' | 'adminCount' | 'createdAt';
type Sort = SortState<SortKey>;

/** Search by name, CVR number, owner name or e-mail, case and spacing ignored. */
export function filterCompanies(companies: readonly AdminCompany[], search: string): AdminCompany[] {
  const needle = search.trim().toLocaleLowerCase('da');
  if (needle === '') return [...companies];
  const digits = needle.replace(/\s+/g, '');
  return companies.filter(
    (company) =>
      company.name.toLocaleLowerCase('da').includes(needle) ||
      company.vat.includes(digits) ||
      company.ownerName.toLocaleLowerCase('da').includes(needle) ||
      (company.ownerEmail ?? '').toLowerCase().includes(needle),
  );
}

const PLAN_ORDER = { freemium: 0, premium: 1, premiumplus: 2 } as const;

export function sortCompanies(companies: AdminCompany[], sort: Sort): AdminCompany[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return companies.sort((a, b) => {
    switch (sort.key) {
      case 'createdAt':
        return factor * (Date.parse(a.createdAt) - Date.parse(b.createdAt));
      case 'plan':
        return factor * ((a.plan ? PLAN_ORDER[a.plan] : -1) - (b.plan ? PLAN_ORDER[b.plan] : -1));
      case 'status':
        return (
          factor *
          compareDanish(
            a.status ? SUBSCRIPTION_STATUS_LABELS[a.status] : '',
            b.status ? SUBSCRIPTION_STATUS_LABELS[b.status] : '',
          )
        );
      case 'employeeCount':
      case 'timeregCount':
      case 'adminCount':
        return factor * (a[sort.key] - b[sort.key]) || compareDanish(a.name, b.name);
      default:
        return factor * compareDanish(a.name, b.name);
    }
  });
}

/** The company list of /admin (hr-core §2): search, sort, and the columns to run the platform by. */
export function CompanyList() {
  const companies = useAdminCompanies();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'createdAt', direction: 'desc' });
  const rows = useMemo(
    () => sortCompanies(filterCompanies(companies.data?.companies ?? [], search), sort),
    [companies.data, search, sort],
  );
  const onSort = (key: SortKey) =>
    setSort((current) => nextSort(current, key, key === 'name' ? 'asc' : 'desc'));

  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {ADMIN_MESSAGES.companiesFailed}
      </Alert>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <TextInput
            aria-label="Søg efter navn, CVR-nr. eller ejer"
            placeholder="Søg efter navn, CVR-nr. eller ejer"
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
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Navn" column="name" sort={sort} onSort={onSort} />
                <SortHeader label="Abonnement" column="plan" sort={sort} onSort={onSort} />
                <SortHeader label="Status" column="status" sort={sort} onSort={onSort} />
                <SortHeader label="Medarbejdere" column="employeeCount" sort={sort} onSort={onSort} />
                <SortHeader label="Tidsreg." column="timeregCount" sort={sort} onSort={onSort} />
                <SortHeader label="Admins" column="adminCount" sort={sort} onSort={onSort} />
                <SortHeader label="Oprettet" column="createdAt" sort={sort} onSort={onSort} />
                <Table.Th>Ejer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminCompanyPath(company.id)} fw={600}>
                      {company.name}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      CVR {company.vat || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {company.plan ? (
                      <Group gap={6} wrap="nowrap">
                        <Badge
                          variant="light"
                          color={company.plan === 'freemium' ? 'gray' : 'kollega'}
                          radius="sm"
                        >
                          {PLAN_LABELS[company.plan]}
                        </Badge>
                        {company.trial ? (
                          <Badge variant="outline" color="gray.8" radius="sm">
                            Prøveperiode
                          </Badge>
                        ) : null}
                      </Group>
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                  <Table.Td>{company.status ? SUBSCRIPTION_STATUS_LABELS[company.status] : '–'}</Table.Td>
                  <Table.Td>{company.employeeCount}</Table.Td>
                  <Table.Td>{company.timeregCount}</Table.Td>
                  <Table.Td>{company.adminCount}</Table.Td>
                  <Table.Td>{formatDate(company.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.ownerName || '–'}</Text>
                    {company.ownerEmail ? (
                      <Text size="xs" c="gray.7">
                        {company.ownerEmail}
                      </Text>
                    ) : null}
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
  );
}
