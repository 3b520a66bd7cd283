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

/**
 * The colour only helps, the text says it. A light badge takes its text colour from the colour's shade, so a
 * shade ('green.9') gave a solid background in the text's own colour: the base colour and dark text, as the
 * employment status badge does.
 */
const COLORS = { completed: 'green', failed: 'red', pending: 'orange' } as const;

export function InvoiceStatusBadge({ status }: { status: TransactionRow['status'] }) {
  return (
    <Badge color={COLORS[status]} variant="light" c="dark.8" w="fit-content">
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
