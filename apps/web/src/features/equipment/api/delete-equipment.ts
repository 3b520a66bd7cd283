import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** DELETE /api/equipment/:equipmentId ('Slet'). */
export function deleteEquipment(equipmentId: string): Promise<void> {
  return apiFetch<void>(`/api/equipment/${encodeURIComponent(equipmentId)}`, { method: 'DELETE' });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}
