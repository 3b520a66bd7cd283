import type { EmployeeDocument, EmployeeDocumentKind } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadFile } from '../../../lib/upload-file';
import { employeeDocumentsQueryKey } from './list-documents';

export type UploadDocumentInput = {
  kind: EmployeeDocumentKind;
  file: File;
  onProgress?: UploadProgress;
};

/** POST /api/employees/:employeeId/documents?kind=…, multipart with one field `file` → 201 EmployeeDocument. */
export function uploadEmployeeDocument(
  employeeId: string,
  { kind, file, onProgress }: UploadDocumentInput,
): Promise<EmployeeDocument> {
  const url = `/api/employees/${encodeURIComponent(employeeId)}/documents?kind=${encodeURIComponent(kind)}`;
  return uploadFile<EmployeeDocument>(url, file, onProgress);
}

export function useUploadEmployeeDocument(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => uploadEmployeeDocument(employeeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeDocumentsQueryKey(employeeId) }),
  });
}
