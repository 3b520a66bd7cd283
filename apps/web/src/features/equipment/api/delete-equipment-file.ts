import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { equipmentItemKey } from './query-keys';

/** DELETE /api/equipment/:equipmentId/files/:fileId. */
export function deleteEquipmentFile(equipmentId: string, fileId: string): Promise<void> {
  return apiFetch<void>(
    `/api/equipment/${encodeURIComponent(equipmentId)}/files/${encodeURIComponent(fileId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteEquipmentFile(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteEquipmentFile(equipmentId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentItemKey(equipmentId) }),
  });
}
