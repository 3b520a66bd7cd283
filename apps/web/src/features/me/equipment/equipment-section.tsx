import {
  acknowledgementLabel,
  EQUIPMENT_RECEIPT_MESSAGES,
  type EquipmentReceipt,
  formatDate,
  type MyEquipmentItem,
} from '@kollega/domain';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { AcknowledgeModal } from '../acknowledge-modal';
import { useAcknowledgeReceipt, useMyEquipment } from '../api/equipment-receipts';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function ReceiptPdfLink({ receipt }: { receipt: EquipmentReceipt }) {
  return (
    <Anchor href={receipt.pdfUrl} download size="sm">
      <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> Hent kvittering (PDF)
      <VisuallyHidden> for {receipt.itemDescription}</VisuallyHidden>
    </Anchor>
  );
}

function ItemRow({ item, onAcknowledge }: { item: MyEquipmentItem; onAcknowledge: () => void }) {
  const receipt = item.receipt;
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        <span aria-hidden="true">{item.typeIcon}</span> {item.typeName}
        {item.variantName ? ` – ${item.variantName}` : ''}
      </Text>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {[
          item.serialNumber ? `Serienummer ${item.serialNumber}` : null,
          item.startDate ? `Siden ${formatDate(item.startDate)}` : null,
        ]
          .filter(Boolean)
          .join(' · ') || 'Ingen serienummer eller startdato'}
      </Text>
      {receipt?.acknowledgement.status === 'pending' ? (
        <Group>
          <Button size="sm" onClick={onAcknowledge}>
            Kvittér for udlevering
          </Button>
        </Group>
      ) : null}
      {receipt?.acknowledgement.status === 'acknowledged' ? (
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="green.8">
            {acknowledgementLabel(receipt.acknowledgement)}
          </Text>
          <ReceiptPdfLink receipt={receipt} />
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * 'Mig' → Udstyr (issue 27): what the employee holds now, the hand-over receipts the admin asked them to
 * acknowledge ('Kvittering for udlevering', with their password), and the receipts of what they handed back.
 */
export function EquipmentSection() {
  const equipment = useMyEquipment();
  const acknowledge = useAcknowledgeReceipt();
  const [toAcknowledge, setToAcknowledge] = useState<EquipmentReceipt | null>(null);
  const close = () => {
    acknowledge.reset();
    setToAcknowledge(null);
  };
  const data = equipment.data;
  return (
    <SectionCard title="Udstyr">
      {equipment.isPending ? <PageLoader label="Indlæser udstyr" /> : null}
      {equipment.isError ? (
        <ErrorState
          message="Udstyret kunne ikke hentes. Prøv igen."
          onRetry={() => void equipment.refetch()}
        />
      ) : null}
      {data && data.items.length === 0 ? <Text c="gray.7">Du har ikke noget udstyr registreret.</Text> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="md" component="ul" style={listStyle}>
          {data.items.map((item) => (
            <li key={item.id}>
              <ItemRow item={item} onAcknowledge={() => setToAcknowledge(item.receipt)} />
            </li>
          ))}
        </Stack>
      ) : null}
      {data && data.returned.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {EQUIPMENT_RECEIPT_MESSAGES.returned}
          </Title>
          <Stack gap="sm" component="ul" style={listStyle}>
            {data.returned.map((receipt) => (
              <li key={receipt.id}>
                <Stack gap={2}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {receipt.itemDescription}
                    {receipt.serialNumber ? ` · ${receipt.serialNumber}` : ''}
                  </Text>
                  <Group gap="md" wrap="wrap">
                    <Text size="sm" c="gray.7">
                      {EQUIPMENT_RECEIPT_MESSAGES.returned}{' '}
                      {receipt.returnedAt ? formatDate(receipt.returnedAt) : ''}
                    </Text>
                    <ReceiptPdfLink receipt={receipt} />
                  </Group>
                </Stack>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <AcknowledgeModal
        title={EQUIPMENT_RECEIPT_MESSAGES.title}
        subject={toAcknowledge ? toAcknowledge.itemDescription : null}
        pending={acknowledge.isPending}
        error={acknowledge.error}
        onClose={close}
        onConfirm={(password) => {
          if (!toAcknowledge) return;
          acknowledge.mutate({ receiptId: toAcknowledge.id, password }, { onSuccess: close });
        }}
      />
    </SectionCard>
  );
}
