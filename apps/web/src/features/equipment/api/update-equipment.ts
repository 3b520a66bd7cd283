import type { EquipmentDetail, EquipmentInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/equipment/:equipmentId: every field of the item. */
export function updateEquipment(equipmentId: string, body: EquipmentInput): Promise<EquipmentDetail> {
  return apiFetch<EquipmentDetail>(`/api/equipment/${encodeURIComponent(equipmentId)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateEquipment(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipmentInput) => updateEquipment(equipmentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}
