import type { EquipmentDetail, EquipmentInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** POST /api/equipment: the creation modal's last step. */
export function createEquipment(body: EquipmentInput): Promise<EquipmentDetail> {
  return apiFetch<EquipmentDetail>('/api/equipment', { method: 'POST', json: body });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEquipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}
