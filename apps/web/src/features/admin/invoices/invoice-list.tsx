import { formatDate, formatMoney } from '@kollega/domain';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { adminCompanyPath } from '../../../lib/paths';
import { ListSearchInput, useServerListSearch } from '../../../ui/list-search';
import { LoadErrorState } from '../../../ui/load-error-state';
import { PageFooter } from '../../../ui/page-footer';
import { PageLoader } from '../../../ui/page-loader';
import { type AdminInvoice, useAdminInvoices } from '../api/list-invoices';
import { InvoicePdfLink, InvoiceStatusBadge } from './invoice-status';

/**
 * The invoice tab of /admin (hr-core §2 Admin invoice list, §6): every company's invoices and failed or pending
 * charges, newest first, a page at a time, searchable by company. A failed one links to its company's page.
 */
export function InvoiceList() {
  const { text, setText, search, page, setPage } = useServerListSearch();
  const invoices = useAdminInvoices(search, page);

  if (invoices.isPending) return <PageLoader label="Indlæser fakturaer" />;
  if (invoices.isError)
    return <LoadErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />;

  const { items, total, pageSize } = invoices.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <ListSearchInput
            label="Søg efter virksomhed eller CVR-nr."
            value={text}
            onChange={setText}
            w={{ base: '100%', sm: 340 }}
          />
          <Text size="sm" c="gray.7" role="status">
            {total === 1 ? '1 faktura' : `${total} fakturaer`}
          </Text>
        </Group>
        {items.length === 0 ? (
          <Text>Ingen fakturaer.</Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fakturanummer</Table.Th>
                  <Table.Th>Virksomhed</Table.Th>
                  <Table.Th>Dato</Table.Th>
                  <Table.Th ta="right">Total ekskl. moms</Table.Th>
                  <Table.Th ta="right">Total inkl. moms</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Fil</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.invoiceNumber ?? '–'}</Table.Td>
                    <Table.Td>
                      <CompanyCell row={row} />
                    </Table.Td>
                    <Table.Td>{formatDate(row.date)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.netOre)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.grossOre)}</Table.Td>
                    <Table.Td>
                      <InvoiceStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <InvoicePdfLink row={row} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageFooter
          page={invoices.data.page}
          pageSize={pageSize}
          total={total}
          shown={items.length}
          onPage={setPage}
        />
      </Stack>
    </Paper>
  );
}

/** hr-core §6: a failed invoice links to its company's page, where the super admin can act on it. */
function CompanyCell({ row }: { row: AdminInvoice }) {
  if (row.status !== 'failed') return <>{row.companyName}</>;
  return (
    <Anchor component={Link} to={adminCompanyPath(row.companyId)} fw={600}>
      {row.companyName}
    </Anchor>
  );
}
