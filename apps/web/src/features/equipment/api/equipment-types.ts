import type {
  EquipmentTypeDetail,
  EquipmentTypeInput,
  EquipmentTypeListResponse,
  EquipmentVariantInput,
} from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { EQUIPMENT_TYPES_KEY, equipmentTypeKey } from './query-keys';

// The categories and their variants (hr-core §2 Kategorier, /udstyr/kategori/{id}): one function per endpoint.

const typeUrl = (typeId: string) => `/api/equipment/types/${encodeURIComponent(typeId)}`;
const variantUrl = (typeId: string, variantId: string) =>
  `${typeUrl(typeId)}/variants/${encodeURIComponent(variantId)}`;

/** GET /api/equipment/types */
export function listEquipmentTypes(signal?: AbortSignal): Promise<EquipmentTypeListResponse> {
  return apiFetch<EquipmentTypeListResponse>('/api/equipment/types', signal ? { signal } : {});
}

export function useEquipmentTypes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...EQUIPMENT_TYPES_KEY, 'list'],
    queryFn: ({ signal }) => listEquipmentTypes(signal),
    enabled,
  });
}

/** GET /api/equipment/types/:typeId */
export function getEquipmentType(typeId: string, signal?: AbortSignal): Promise<EquipmentTypeDetail> {
  return apiFetch<EquipmentTypeDetail>(typeUrl(typeId), signal ? { signal } : {});
}

export function useEquipmentType(typeId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: equipmentTypeKey(typeId ?? ''),
    queryFn: ({ signal }) => getEquipmentType(typeId ?? '', signal),
    enabled: enabled && !!typeId,
    retry: false,
  });
}

function useInvalidating<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}

/** POST /api/equipment/types */
export function useCreateEquipmentType() {
  return useInvalidating((body: EquipmentTypeInput) =>
    apiFetch<EquipmentTypeDetail>('/api/equipment/types', { method: 'POST', json: body }),
  );
}

/** PUT /api/equipment/types/:typeId */
export function useUpdateEquipmentType(typeId: string) {
  return useInvalidating((body: EquipmentTypeInput) =>
    apiFetch<EquipmentTypeDetail>(typeUrl(typeId), { method: 'PUT', json: body }),
  );
}

/** DELETE /api/equipment/types/:typeId: the category, its variants and items. */
export function useDeleteEquipmentType(typeId: string) {
  return useInvalidating(() => apiFetch<{ deletedItems: number }>(typeUrl(typeId), { method: 'DELETE' }));
}

/** POST /api/equipment/types/:typeId/variants */
export function useCreateEquipmentVariant() {
  return useInvalidating(({ typeId, body }: { typeId: string; body: EquipmentVariantInput }) =>
    apiFetch<EquipmentTypeDetail>(`${typeUrl(typeId)}/variants`, { method: 'POST', json: body }),
  );
}

/** PUT /api/equipment/types/:typeId/variants/:variantId */
export function useUpdateEquipmentVariant(typeId: string) {
  return useInvalidating(({ variantId, body }: { variantId: string; body: EquipmentVariantInput }) =>
    apiFetch<EquipmentTypeDetail>(variantUrl(typeId, variantId), { method: 'PUT', json: body }),
  );
}

/** DELETE /api/equipment/types/:typeId/variants/:variantId: the variant and its items. */
export function useDeleteEquipmentVariant(typeId: string) {
  return useInvalidating((variantId: string) =>
    apiFetch<{ deletedItems: number }>(variantUrl(typeId, variantId), { method: 'DELETE' }),
  );
}
