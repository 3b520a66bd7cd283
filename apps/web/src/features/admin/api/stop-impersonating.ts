import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiFetch } from '../../../lib/api';
import { switchIdentity } from '../../../lib/me';
import { paths } from '../../../lib/paths';

/** POST /api/auth/admin/stop-impersonating: back to the super admin's own session. */
export function stopImpersonating(): Promise<unknown> {
  return apiFetch('/api/auth/admin/stop-impersonating', { method: 'POST', json: {} });
}

export function useStopImpersonating() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async () => {
      await switchIdentity(queryClient);
      await navigate({ to: paths.admin });
    },
  });
}
