import type { EquipmentListQuery, EquipmentListResponse } from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** GET /api/equipment: one filtered page. The list on /udstyr and the employee's Udstyr tab both read it. */
export function getEquipmentList(
  query: EquipmentListQuery,
  signal?: AbortSignal,
): Promise<EquipmentListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return apiFetch<EquipmentListResponse>(`/api/equipment${suffix}`, signal ? { signal } : {});
}

export function equipmentListQueryOptions(query: EquipmentListQuery) {
  return queryOptions({
    queryKey: [...EQUIPMENT_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getEquipmentList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEquipmentList(query: EquipmentListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...equipmentListQueryOptions(query), enabled });
}
