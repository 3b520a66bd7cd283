import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiFetch } from '../../../lib/api';
import { switchIdentity } from '../../../lib/me';
import { paths } from '../../../lib/paths';

/** POST /api/auth/admin/impersonate-user (better-auth admin plugin): a session as that user, remembering ours. */
export function impersonateUser(userId: string): Promise<unknown> {
  return apiFetch('/api/auth/admin/impersonate-user', { method: 'POST', json: { userId } });
}

/** 'Log ind som': become the company's owner and open their app at /. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: async () => {
      await switchIdentity(queryClient);
      await navigate({ to: paths.home });
    },
  });
}
