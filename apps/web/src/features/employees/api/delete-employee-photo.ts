import type { EmployeeDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeEmployee } from './update-employee';

/** DELETE /api/employees/:employeeId/photo → the record without a photo. */
export function deleteEmployeePhoto(employeeId: string): Promise<EmployeeDetail> {
  return apiFetch<EmployeeDetail>(`/api/employees/${encodeURIComponent(employeeId)}/photo`, {
    method: 'DELETE',
  });
}

export function useDeleteEmployeePhoto(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEmployeePhoto(employeeId),
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
