import { acknowledgementLabel, formatDate, type MyDocument } from '@kollega/domain';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { AcknowledgeModal } from '../acknowledge-modal';
import { useAcknowledgeDocument } from '../api/acknowledge-document';
import { useMyDocuments } from '../api/list-my-documents';

const fileName = (document: MyDocument) => `${document.name}.${document.extension}`;

/** 'Mig' → Dokumenter (issue 27): the documents an admin shared, to download and, when asked, to acknowledge. */
export function DocumentsSection() {
  const documents = useMyDocuments();
  const acknowledge = useAcknowledgeDocument();
  const [toAcknowledge, setToAcknowledge] = useState<MyDocument | null>(null);
  const close = () => {
    acknowledge.reset();
    setToAcknowledge(null);
  };
  return (
    <SectionCard title="Dokumenter">
      {documents.isPending ? <PageLoader label="Indlæser dokumenter" /> : null}
      {documents.isError ? (
        <ErrorState
          message="Dokumenterne kunne ikke hentes. Prøv igen."
          onRetry={() => void documents.refetch()}
        />
      ) : null}
      {documents.data?.documents.length === 0 ? (
        <Text c="gray.7">Der er ingen dokumenter delt med dig endnu.</Text>
      ) : null}
      {documents.data && documents.data.documents.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {documents.data.documents.map((document) => (
            <li key={document.id}>
              <Stack gap={4}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Anchor
                    href={document.downloadUrl}
                    download={fileName(document)}
                    style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                  >
                    <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
                    {fileName(document)}
                  </Anchor>
                  {document.kind === 'employmentContract' ? (
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      Kontrakt
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="gray.7">
                  Uploadet {formatDate(document.uploadedAt)}
                </Text>
                {document.acknowledgement.status === 'pending' ? (
                  <Group>
                    <Button size="sm" onClick={() => setToAcknowledge(document)}>
                      Kvittér for modtagelse
                    </Button>
                  </Group>
                ) : null}
                {document.acknowledgement.status === 'acknowledged' ? (
                  <Text size="sm" c="green.8">
                    {acknowledgementLabel(document.acknowledgement)}
                  </Text>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
      ) : null}
      <AcknowledgeModal
        title="Kvittér for modtagelse"
        subject={toAcknowledge ? fileName(toAcknowledge) : null}
        pending={acknowledge.isPending}
        error={acknowledge.error}
        onClose={close}
        onConfirm={(password) => {
          if (!toAcknowledge) return;
          acknowledge.mutate({ documentId: toAcknowledge.id, password }, { onSuccess: close });
        }}
      />
    </SectionCard>
  );
}
