import type { EquipmentDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/equipment/:equipmentId/inactive: 'Marker som inaktiv' / 'Marker som aktiv'. */
export function setEquipmentInactive(equipmentId: string, inactive: boolean): Promise<EquipmentDetail> {
  return apiFetch<EquipmentDetail>(`/api/equipment/${encodeURIComponent(equipmentId)}/inactive`, {
    method: 'PUT',
    json: { inactive },
  });
}

export function useSetEquipmentInactive(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inactive: boolean) => setEquipmentInactive(equipmentId, inactive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}
