import type { HrContact, HrContactInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { hrContactsQueryOptions } from './list-hr-contacts';

/** PUT /api/admin/hr-contacts/:contactId. */
export function updateHrContact({ id, ...body }: HrContactInput & { id: string }): Promise<HrContact> {
  return apiFetch<HrContact>(`/api/admin/hr-contacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateHrContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHrContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrContactsQueryOptions.queryKey }),
  });
}
