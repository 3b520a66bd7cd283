import type { HrContact } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { hrContactsQueryOptions } from './list-hr-contacts';

/** POST /api/admin/hr-contacts/:contactId/photo (multipart `file`). */
export function uploadHrContactPhoto({ id, file }: { id: string; file: File }): Promise<HrContact> {
  return uploadFile<HrContact>(`/api/admin/hr-contacts/${encodeURIComponent(id)}/photo`, file);
}

export function useUploadHrContactPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHrContactPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrContactsQueryOptions.queryKey }),
  });
}
