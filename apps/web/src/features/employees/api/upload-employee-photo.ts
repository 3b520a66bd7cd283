import type { EmployeeDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { PHOTO_UPLOAD_MESSAGES } from './photo-upload-messages';
import { storeEmployee } from './update-employee';

/** PUT /api/employees/:employeeId/photo, multipart with one field `file` (JPEG, PNG or WebP, at most 5 MB). */
export function uploadEmployeePhoto(employeeId: string, file: File): Promise<EmployeeDetail> {
  const url = `/api/employees/${encodeURIComponent(employeeId)}/photo`;
  return uploadFile<EmployeeDetail>(url, file, undefined, { method: 'PUT', messages: PHOTO_UPLOAD_MESSAGES });
}

export function useUploadEmployeePhoto(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEmployeePhoto(employeeId, file),
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
