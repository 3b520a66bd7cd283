import type { HrContact, HrContactInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { hrContactsQueryOptions } from './list-hr-contacts';

/** POST /api/admin/hr-contacts. */
export function createHrContact(body: HrContactInput): Promise<HrContact> {
  return apiFetch<HrContact>('/api/admin/hr-contacts', { method: 'POST', json: body });
}

export function useCreateHrContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHrContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrContactsQueryOptions.queryKey }),
  });
}
