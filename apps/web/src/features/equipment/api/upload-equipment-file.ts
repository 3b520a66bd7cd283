import type { EquipmentFile } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadFile } from '../../../lib/upload-file';
import { equipmentItemKey } from './query-keys';

/** POST /api/equipment/:equipmentId/files, multipart with one field `file` → 201 EquipmentFile. */
export function uploadEquipmentFile(
  equipmentId: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<EquipmentFile> {
  return uploadFile<EquipmentFile>(
    `/api/equipment/${encodeURIComponent(equipmentId)}/files`,
    file,
    onProgress,
  );
}

export function useUploadEquipmentFile(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadEquipmentFile(equipmentId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentItemKey(equipmentId) }),
  });
}
