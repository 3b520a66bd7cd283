import { EMPLOYEE_DOCUMENT_MESSAGES, type EmployeeDocument, formatDate } from '@kollega/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { DocumentSharingControls } from '../../me/public';
import { DocumentActions } from './document-actions';
import { DocumentDropZone } from './document-drop-zone';
import { documentFileName, formatFileSize } from './document-format';
import classes from './other-documents-section.module.css';

type OtherDocumentsSectionProps = {
  employeeId: string;
  /** Newest first, as the server sends them. */
  documents: EmployeeDocument[];
  onDelete: (document: EmployeeDocument) => void;
};

/** 'Andre dokumenter': every other file kept on the employee, with size and upload date, and an upload. */
export function OtherDocumentsSection({ employeeId, documents, onDelete }: OtherDocumentsSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="andre-dokumenter-titel">
      <Title order={2} size="h4" id="andre-dokumenter-titel">
        Andre dokumenter
      </Title>
      {documents.length === 0 ? (
        <Text c="gray.7">{EMPLOYEE_DOCUMENT_MESSAGES.noDocuments}</Text>
      ) : (
        <ul className={classes.list}>
          {documents.map((document) => {
            const fileName = documentFileName(document);
            return (
              <li key={document.id} className={classes.row}>
                <Group gap="sm" wrap="nowrap" miw={0} flex={1}>
                  <IconFile size={20} stroke={1.75} aria-hidden="true" color="var(--mantine-color-gray-7)" />
                  <Stack gap={0} miw={0}>
                    <Text fw={500} truncate="end">
                      {fileName}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatFileSize(document.sizeBytes)} · Uploadet {formatDate(document.uploadedAt)}
                    </Text>
                  </Stack>
                </Group>
                <DocumentActions document={document} what={fileName} onDelete={onDelete} />
                <DocumentSharingControls employeeId={employeeId} documentId={document.id} what={fileName} />
              </li>
            );
          })}
        </ul>
      )}
      <DocumentDropZone employeeId={employeeId} kind="other" buttonLabel="Upload dokument" />
    </Stack>
  );
}
