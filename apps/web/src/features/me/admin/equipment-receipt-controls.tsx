import {
  acknowledgementLabel,
  EQUIPMENT_RECEIPT_MESSAGES,
  type EquipmentReceipt,
  formatDate,
} from '@kollega/domain';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { StatusBadge } from '../../../ui/status-badge';
import { useEquipmentReceipts, useRecordReturn, useRequestReceipt } from '../api/equipment-receipts';

type EquipmentReceiptControlsProps = {
  equipmentId: string;
  /** Who holds the item now, as saved; null when nobody does. */
  holder: { id: string; name: string } | null;
  /** After 'Afleveret' ended the holder's assignment: the page's form lets go of the holder too. */
  onReturned?: (employeeId: string) => void;
};

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen senere.';

/**
 * 'Kvittering for udlevering' on an item's page (issue 27, decision 041): ask the holder to acknowledge the
 * hand-over, see 'Afventer' or 'Kvitteret 27.11.2026 09:14', download the PDF, and record 'Afleveret' when the
 * item comes back (which ends the assignment, after a confirmation).
 */
export function EquipmentReceiptControls({ equipmentId, holder, onReturned }: EquipmentReceiptControlsProps) {
  const receipts = useEquipmentReceipts(equipmentId);
  const request = useRequestReceipt(equipmentId);
  const recordReturn = useRecordReturn(equipmentId);
  const [toReturn, setToReturn] = useState<EquipmentReceipt | null>(null);
  const list = receipts.data?.receipts ?? [];
  const openForHolder = holder
    ? list.some((receipt) => receipt.employeeId === holder.id && receipt.returnedAt === null)
    : false;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {EQUIPMENT_RECEIPT_MESSAGES.title}
      </Title>
      {receipts.isPending ? <PageLoader label="Indlæser kvitteringer" /> : null}
      {receipts.isError ? (
        <ErrorState
          message="Kvitteringerne kunne ikke hentes. Prøv igen."
          onRetry={() => void receipts.refetch()}
        />
      ) : null}
      {receipts.isSuccess && list.length === 0 ? (
        <Text size="sm" c="gray.7">
          Der er ikke bedt om en kvittering for dette udstyr.
        </Text>
      ) : null}
      {holder && receipts.isSuccess && !openForHolder ? (
        <Group>
          <Button variant="light" loading={request.isPending} onClick={() => request.mutate()}>
            Bed {holder.name} om kvittering
          </Button>
        </Group>
      ) : null}
      {request.isError || recordReturn.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorText(request.error ?? recordReturn.error)}
        </Text>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((receipt) => (
            <li key={receipt.id}>
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {receipt.employeeName}
                  </Text>
                  <StatusBadge color={receipt.acknowledgement.status === 'acknowledged' ? 'green' : 'orange'}>
                    {acknowledgementLabel(receipt.acknowledgement)}
                  </StatusBadge>
                </Group>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {receipt.itemDescription}
                  {receipt.serialNumber ? ` · ${receipt.serialNumber}` : ''}
                </Text>
                <Group gap="md" wrap="wrap">
                  {receipt.returnedAt ? (
                    <Text size="sm">
                      {EQUIPMENT_RECEIPT_MESSAGES.returned} {formatDate(receipt.returnedAt)}
                    </Text>
                  ) : (
                    <Button size="xs" variant="default" onClick={() => setToReturn(receipt)}>
                      {EQUIPMENT_RECEIPT_MESSAGES.returned}
                    </Button>
                  )}
                  <Anchor href={receipt.pdfUrl} download size="sm">
                    <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> PDF
                    <VisuallyHidden>
                      {' '}
                      {EQUIPMENT_RECEIPT_MESSAGES.title.toLowerCase()} for {receipt.employeeName}
                    </VisuallyHidden>
                  </Anchor>
                </Group>
              </Stack>
            </li>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={toReturn !== null}
        title={EQUIPMENT_RECEIPT_MESSAGES.returned}
        message={EQUIPMENT_RECEIPT_MESSAGES.returnConfirm}
        confirmLabel="Registrér som afleveret"
        pending={recordReturn.isPending}
        onClose={() => setToReturn(null)}
        onConfirm={() => {
          if (!toReturn) return;
          const employeeId = toReturn.employeeId;
          recordReturn.mutate(toReturn.id, {
            onSuccess: () => {
              setToReturn(null);
              onReturned?.(employeeId);
            },
            onError: () => setToReturn(null),
          });
        }}
      />
    </Stack>
  );
}
