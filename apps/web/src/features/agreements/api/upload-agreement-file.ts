import type { AgreementFile } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadFile } from '../../../lib/upload-file';
import { agreementQueryKey } from './get-agreement';

/** POST /api/agreements/:agreementId/files, multipart with one field `file` → 201 AgreementFile. */
export function uploadAgreementFile(
  agreementId: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<AgreementFile> {
  return uploadFile<AgreementFile>(
    `/api/agreements/${encodeURIComponent(agreementId)}/files`,
    file,
    onProgress,
  );
}

export function useUploadAgreementFile(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadAgreementFile(agreementId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementQueryKey(agreementId) }),
  });
}
