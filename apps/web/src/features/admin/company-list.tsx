import { ADMIN_MESSAGES, formatDate } from '@kollega/domain';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { adminCompanyPath } from '../../lib/paths';
import { PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../lib/plan-labels';
import { ListSearchInput, useServerListSearch } from '../../ui/list-search';
import { PageFooter } from '../../ui/page-footer';
import { PageLoader } from '../../ui/page-loader';
import { nextSort, SortHeader, type Sort as SortState } from '../../ui/sort-header';
import { type AdminCompanySortKey, useAdminCompanies } from './api/list-companies';

type Sort = SortState<AdminCompanySortKey>;

/**
 * The company list of /admin (hr-core §2): the columns to run the platform by, a page at a time from the server,
 * which searches (name, CVR number, creator's name or e-mail) and sorts (Danish name order) over every company.
 */
export function CompanyList() {
  const { text, setText, search, page, setPage } = useServerListSearch();
  const [sort, setSort] = useState<Sort>({ key: 'createdAt', direction: 'desc' });
  const companies = useAdminCompanies({ search, sort: sort.key, direction: sort.direction, page });
  const onSort = (key: AdminCompanySortKey) => {
    setSort((current) => nextSort(current, key, key === 'name' ? 'asc' : 'desc'));
    setPage(1);
  };

  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {ADMIN_MESSAGES.companiesFailed}
      </Alert>
    );

  const { items, total, pageSize } = companies.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <ListSearchInput
            label="Søg efter navn, CVR-nr. eller ejer"
            value={text}
            onChange={setText}
            w={{ base: '100%', sm: 340 }}
          />
          <Text size="sm" c="gray.7" role="status">
            {total === 1 ? '1 virksomhed' : `${total} virksomheder`}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm" aria-busy={companies.isPlaceholderData}>
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
              {items.map((company) => (
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
        {items.length === 0 ? (
          <Text c="gray.7" ta="center" py="md">
            {search ? 'Ingen virksomheder matcher søgningen.' : 'Ingen virksomheder endnu.'}
          </Text>
        ) : null}
        <PageFooter
          page={companies.data.page}
          pageSize={pageSize}
          total={total}
          shown={items.length}
          onPage={setPage}
        />
      </Stack>
    </Paper>
  );
}
