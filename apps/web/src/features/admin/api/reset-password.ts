import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST …/employees/:employeeId/reset-password ('Nulstil kodeord') → the message the page shows. */
export function resetPassword(companyId: string, employeeId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(
    `/api/admin/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeId)}/reset-password`,
    { method: 'POST' },
  );
}

export function useResetPassword(companyId: string) {
  return useMutation({ mutationFn: (employeeId: string) => resetPassword(companyId, employeeId) });
}
