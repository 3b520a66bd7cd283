import { acknowledgementLabel, type DocumentSharingState } from '@kollega/domain';
import { Badge, Group, Switch, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api';
import { useDocumentSharing } from '../api/list-document-sharing';
import { useSetDocumentSharing } from '../api/set-document-sharing';

type DocumentSharingControlsProps = {
  employeeId: string;
  documentId: string;
  /** The document as a screen reader names it in the switches' labels. */
  what: string;
};

/**
 * The admin's 'Del med medarbejder' and 'Kvittér for modtagelse' switches on one of an employee's documents, and
 * where the acknowledgement stands ('Afventer', 'Kvitteret 27.11.2026 09:14'). Issue 27, decision 041.
 */
export function DocumentSharingControls({ employeeId, documentId, what }: DocumentSharingControlsProps) {
  const sharing = useDocumentSharing(employeeId);
  const save = useSetDocumentSharing(employeeId);
  const state: DocumentSharingState | undefined = sharing.data?.documents.find(
    (document) => document.documentId === documentId,
  );
  if (!state) return null;
  const requested = state.acknowledgement.status !== 'none';
  const label = acknowledgementLabel(state.acknowledgement);
  const change = (next: { shared: boolean; requestAcknowledgement: boolean }) =>
    save.mutate({ documentId, ...next });
  return (
    <Group gap="md" wrap="wrap" w="100%">
      <Switch
        label="Del med medarbejder"
        aria-label={`Del ${what} med medarbejder`}
        checked={state.shared}
        disabled={save.isPending}
        onChange={(event) =>
          change({
            shared: event.currentTarget.checked,
            requestAcknowledgement: event.currentTarget.checked && requested,
          })
        }
      />
      <Switch
        label="Kvittér for modtagelse"
        aria-label={`Bed om kvittering for ${what}`}
        checked={requested}
        disabled={save.isPending || !state.shared || state.acknowledgement.status === 'acknowledged'}
        onChange={(event) =>
          change({ shared: state.shared, requestAcknowledgement: event.currentTarget.checked })
        }
      />
      {label ? (
        <Badge color={state.acknowledgement.status === 'acknowledged' ? 'green' : 'orange'} variant="light">
          {label}
        </Badge>
      ) : null}
      {save.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {save.error instanceof ApiError ? save.error.message : 'Der skete en fejl. Prøv igen senere.'}
        </Text>
      ) : null}
    </Group>
  );
}
