import type { TransactionRow } from '@kollega/domain';
import { BILLING_MESSAGES } from '@kollega/domain';
import { Anchor, Badge, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { adminInvoicePdfUrl } from '../api/list-invoices';

/** hr-core §2: a charge's status as the super admin reads it. */
export const INVOICE_STATUS_LABELS = {
  completed: 'Betalt',
  failed: BILLING_MESSAGES.invoiceFailed,
  pending: BILLING_MESSAGES.invoicePending,
} as const satisfies Record<TransactionRow['status'], string>;

const COLORS = { completed: 'green.9', failed: 'red.9', pending: 'orange.9' } as const;

export function InvoiceStatusBadge({ status }: { status: TransactionRow['status'] }) {
  return (
    <Badge color={COLORS[status]} variant="light" w="fit-content">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The PDF of a paid invoice; a failed or pending charge has none. */
export function InvoicePdfLink({ row }: { row: Pick<TransactionRow, 'id' | 'invoiceNumber' | 'status'> }) {
  if (row.status !== 'completed' || row.invoiceNumber === null) return <>–</>;
  return (
    <Anchor
      href={adminInvoicePdfUrl(row.id)}
      download
      aria-label={`Hent faktura ${row.invoiceNumber} som PDF`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconDownload size={16} aria-hidden="true" />
        PDF
      </Group>
    </Anchor>
  );
}
