import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * DELETE /api/employees/:employeeId with the full name typed in the dialog (the server checks it again) → 204.
 * The caller leaves the page before dropping the cached record (see DeleteEmployeeDialog): dropping it while
 * the page is shown would fetch it again and get a 404.
 */
export function deleteEmployee(employeeId: string, confirmName: string): Promise<void> {
  return apiFetch<void>(`/api/employees/${encodeURIComponent(employeeId)}`, {
    method: 'DELETE',
    json: { confirmName },
  });
}

export function useDeleteEmployee(employeeId: string) {
  return useMutation({ mutationFn: (confirmName: string) => deleteEmployee(employeeId, confirmName) });
}
