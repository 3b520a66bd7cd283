import type { HrContact, HrContactInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { hrContactsQueryOptions } from './list-hr-contacts';

/** POST /api/admin/hr-contacts, or PUT /api/admin/hr-contacts/:contactId with an id. */
export function saveHrContact({ id, ...body }: HrContactInput & { id?: string }): Promise<HrContact> {
  return id
    ? apiFetch<HrContact>(`/api/admin/hr-contacts/${encodeURIComponent(id)}`, { method: 'PUT', json: body })
    : apiFetch<HrContact>('/api/admin/hr-contacts', { method: 'POST', json: body });
}

export function useSaveHrContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHrContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrContactsQueryOptions.queryKey }),
  });
}
