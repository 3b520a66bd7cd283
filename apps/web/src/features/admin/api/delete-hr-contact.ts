import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

/** DELETE /api/admin/hr-contacts/:contactId. */
export function deleteHrContact(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/hr-contacts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHrContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHrContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
