import type {
  AgreementPreparationInput,
  AgreementSharing,
  AgreementSharingState,
  MyMeeting,
  MyMeetings,
} from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { MY_PAGES_KEY } from '../api/me-query-keys';

/** 'Mig' → Møder (issue 27): the employee's agreements, under the 'Mig' root key. */
export const MY_MEETINGS_KEY = [...MY_PAGES_KEY, 'meetings'] as const;
/** Under the agreement's own key, so a change to the agreement refreshes its sharing too. */
export const agreementSharingKey = (agreementId: string) =>
  [...AGREEMENTS_QUERY_KEY, 'one', agreementId, 'sharing'] as const;

/** GET /api/me/meetings. */
export const myMeetingsQuery = queryOptions({
  queryKey: MY_MEETINGS_KEY,
  queryFn: ({ signal }) => apiFetch<MyMeetings>('/api/me/meetings', { signal }),
});

export function useMyMeetings() {
  return useQuery(myMeetingsQuery);
}

/** PUT /api/me/meetings/:agreementId/preparation → the agreement as the employee sees it now. */
export function useSavePreparation(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementPreparationInput) =>
      apiFetch<MyMeeting>(`/api/me/meetings/${agreementId}/preparation`, { method: 'PUT', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MEETINGS_KEY }),
  });
}

/** GET /api/agreements/:agreementId/sharing: the admin's switch and the employee's preparation. */
export function useAgreementSharing(agreementId: string) {
  return useQuery({
    queryKey: agreementSharingKey(agreementId),
    queryFn: ({ signal }) =>
      apiFetch<AgreementSharingState>(`/api/agreements/${agreementId}/sharing`, { signal }),
  });
}

/** PUT /api/agreements/:agreementId/sharing. */
export function useSetAgreementSharing(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementSharing) =>
      apiFetch<AgreementSharingState>(`/api/agreements/${agreementId}/sharing`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (state) => queryClient.setQueryData(agreementSharingKey(agreementId), state),
  });
}
