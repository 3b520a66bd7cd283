import type { Acknowledge, EquipmentReceipt, EquipmentReceiptList, MyEquipment } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EQUIPMENT_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { MY_PAGES_KEY } from './me-query-keys';

/** 'Mig' → Udstyr (issue 27): under the 'Mig' root, so any 'Mig' change can refresh it. */
export const MY_EQUIPMENT_KEY = [...MY_PAGES_KEY, 'equipment'] as const;
/** Under the equipment root, so 'Afleveret' (which ends the assignment) refreshes the item and the list too. */
export const equipmentReceiptsKey = (equipmentId: string) =>
  [...EQUIPMENT_QUERY_KEY, 'receipts', equipmentId] as const;

/** GET /api/me/equipment: what I hold, with receipts. */
export const myEquipmentQuery = queryOptions({
  queryKey: MY_EQUIPMENT_KEY,
  queryFn: ({ signal }) => apiFetch<MyEquipment>('/api/me/equipment', { signal }),
});

export function useMyEquipment() {
  return useQuery(myEquipmentQuery);
}

/** POST /api/me/equipment/receipts/:receiptId/acknowledge with my password. */
export function useAcknowledgeReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, ...body }: Acknowledge & { receiptId: string }) =>
      apiFetch<EquipmentReceipt>(`/api/me/equipment/receipts/${receiptId}/acknowledge`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EQUIPMENT_KEY }),
  });
}

/** GET /api/equipment/:equipmentId/receipts: the admin's list of an item's receipts. */
export function useEquipmentReceipts(equipmentId: string) {
  return useQuery({
    queryKey: equipmentReceiptsKey(equipmentId),
    queryFn: ({ signal }) =>
      apiFetch<EquipmentReceiptList>(`/api/equipment/${equipmentId}/receipts`, { signal }),
  });
}

/** POST /api/equipment/:equipmentId/receipts: ask the holder for 'Kvittering for udlevering'. */
export function useRequestReceipt(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<EquipmentReceipt>(`/api/equipment/${equipmentId}/receipts`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentReceiptsKey(equipmentId) }),
  });
}

/** POST …/receipts/:receiptId/returned: 'Afleveret', which also ends the item's assignment. */
export function useRecordReturn(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) =>
      apiFetch<EquipmentReceipt>(`/api/equipment/${equipmentId}/receipts/${receiptId}/returned`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
  });
}
