import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeDocumentsQueryKey } from './list-documents';

/** DELETE /api/employees/:employeeId/documents/:documentId → 204. */
export function deleteEmployeeDocument(employeeId: string, documentId: string): Promise<void> {
  return apiFetch<void>(
    `/api/employees/${encodeURIComponent(employeeId)}/documents/${encodeURIComponent(documentId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteEmployeeDocument(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteEmployeeDocument(employeeId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeDocumentsQueryKey(employeeId) }),
  });
}
