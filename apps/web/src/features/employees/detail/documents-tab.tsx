import type { EmployeeDocument } from '@kollega/domain';
import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useEmployeeDocuments } from '../api/list-documents';
import { DeleteDocumentModal } from '../documents/delete-document-modal';
import { EmploymentContractSection } from '../documents/employment-contract-section';
import { OtherDocumentsSection } from '../documents/other-documents-section';

/**
 * The Dokumenter tab (hr-core §2, §3): the employment contract, unless the employee is exempt from one, and
 * the other documents. Both upload by drop or button and delete after a confirmation.
 */
export function EmployeeDocumentsTab({ employeeId }: { employeeId: string }) {
  const documents = useEmployeeDocuments(employeeId);
  const [toDelete, setToDelete] = useState<EmployeeDocument | null>(null);

  if (documents.isPending) return <PageLoader label="Indlæser dokumenter" />;
  if (documents.isError) {
    return (
      <ErrorState
        message="Dokumenterne kunne ikke hentes. Prøv igen."
        onRetry={() => void documents.refetch()}
      />
    );
  }

  const { employmentContract, exemptFromEmploymentContract, documents: others } = documents.data;
  return (
    <Stack gap="xl">
      {exemptFromEmploymentContract ? null : (
        <>
          <EmploymentContractSection
            employeeId={employeeId}
            contract={employmentContract}
            onDelete={setToDelete}
          />
          <Divider />
        </>
      )}
      <OtherDocumentsSection employeeId={employeeId} documents={others} onDelete={setToDelete} />
      <DeleteDocumentModal employeeId={employeeId} document={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
