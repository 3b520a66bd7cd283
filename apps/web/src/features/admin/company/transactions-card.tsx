import { type AdminCompanyDetail, formatDate, formatMoney } from '@kollega/domain';
import { Table, Text } from '@mantine/core';
import { SectionCard } from '../../../ui/section-card';
import { InvoicePdfLink, InvoiceStatusBadge } from '../invoices/invoice-status';

/** The company's charges on its page (issue 14): every status, newest first, with the PDF of each paid one. */
export function TransactionsCard({ company }: { company: AdminCompanyDetail }) {
  const rows = company.transactions;
  return (
    <SectionCard title="Transaktioner">
      {rows.length === 0 ? (
        <Text>Ingen transaktioner endnu.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fakturanummer</Table.Th>
                <Table.Th>Dato</Table.Th>
                <Table.Th ta="right">Beløb ekskl. moms</Table.Th>
                <Table.Th ta="right">Beløb inkl. moms</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Fil</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.invoiceNumber ?? '–'}</Table.Td>
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
    </SectionCard>
  );
}
