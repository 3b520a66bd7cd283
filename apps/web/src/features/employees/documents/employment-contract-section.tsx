import {
  EMPLOYEE_DOCUMENT_MESSAGES,
  type EmployeeDocument,
  employmentContractCreatedText,
  formatDate,
} from '@kollega/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { DocumentSharingControls } from '../../me/public';
import { DocumentActions } from './document-actions';
import { DocumentDropZone } from './document-drop-zone';

type EmploymentContractSectionProps = {
  employeeId: string;
  contract: EmployeeDocument | null;
  onDelete: (document: EmployeeDocument) => void;
};

/** hr-core §2: the employment contract, 'Oprettet d. {date}' with download and delete, or 'Mangler' and an upload. */
export function EmploymentContractSection({
  employeeId,
  contract,
  onDelete,
}: EmploymentContractSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="kontrakt-titel">
      <Title order={2} size="h4" id="kontrakt-titel">
        Ansættelseskontrakt
      </Title>
      {contract ? (
        <Stack gap="xs">
          <Group justify="space-between" gap="sm">
            <Text>{employmentContractCreatedText(formatDate(contract.uploadedAt))}</Text>
            <DocumentActions document={contract} what="ansættelseskontrakt" onDelete={onDelete} />
          </Group>
          <DocumentSharingControls
            employeeId={employeeId}
            documentId={contract.id}
            what="ansættelseskontrakten"
          />
        </Stack>
      ) : (
        <Stack gap="sm">
          <div>
            <Badge color="orange" variant="light" size="lg">
              {EMPLOYEE_DOCUMENT_MESSAGES.contractMissing}
            </Badge>
          </div>
          <DocumentDropZone employeeId={employeeId} kind="employmentContract" buttonLabel="Upload kontrakt" />
        </Stack>
      )}
    </Stack>
  );
}
