import type { EquipmentDetail } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { equipmentItemKey } from './query-keys';

/** GET /api/equipment/:equipmentId: /udstyr/{id}; 404 for an unknown or another company's id. */
export function getEquipment(equipmentId: string, signal?: AbortSignal): Promise<EquipmentDetail> {
  return apiFetch<EquipmentDetail>(
    `/api/equipment/${encodeURIComponent(equipmentId)}`,
    signal ? { signal } : {},
  );
}

export function useEquipment(equipmentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: equipmentItemKey(equipmentId),
    queryFn: ({ signal }) => getEquipment(equipmentId, signal),
    enabled,
    retry: false,
  });
}
