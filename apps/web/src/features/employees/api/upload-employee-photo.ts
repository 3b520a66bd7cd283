import type { EmployeeDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeEmployee } from './update-employee';

/** PUT /api/employees/:employeeId/photo, multipart with one field `file` (JPEG, PNG or WebP, at most 5 MB). */
export function uploadEmployeePhoto(employeeId: string, file: File): Promise<EmployeeDetail> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<EmployeeDetail>(`/api/employees/${encodeURIComponent(employeeId)}/photo`, {
    method: 'PUT',
    body,
  });
}

export function useUploadEmployeePhoto(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEmployeePhoto(employeeId, file),
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
