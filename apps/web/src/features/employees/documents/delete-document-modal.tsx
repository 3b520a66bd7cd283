import { EMPLOYEE_DOCUMENT_MESSAGES, EMPLOYEE_MESSAGES, type EmployeeDocument } from '@kollega/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteEmployeeDocument } from '../api/delete-document';
import { documentFileName } from './document-format';

type DeleteDocumentModalProps = {
  employeeId: string;
  /** The document to delete; null keeps the modal closed. */
  document: EmployeeDocument | null;
  onClose: () => void;
};

/** hr-core §8: a destructive action asks first. Nothing is deleted until 'Slet'. */
export function DeleteDocumentModal({ employeeId, document, onClose }: DeleteDocumentModalProps) {
  const remove = useDeleteEmployeeDocument(employeeId);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = () => {
    if (!document) return;
    setFailed(false);
    // The spec only logs a failed delete; saying so beats a dialog that silently closes on nothing.
    remove.mutate(document.id, { onSuccess: close, onError: () => setFailed(true) });
  };

  return (
    <Modal opened={document !== null} onClose={close} title="Slet dokument" centered>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text>{EMPLOYEE_DOCUMENT_MESSAGES.deleteConfirm}</Text>
          {document ? (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {documentFileName(document)}
            </Text>
          ) : null}
        </Stack>
        <div role="alert">
          {failed ? (
            <Text size="sm" c="red.8" fw={500}>
              {EMPLOYEE_MESSAGES.saveFailed}
            </Text>
          ) : null}
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Annuller
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Slet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
