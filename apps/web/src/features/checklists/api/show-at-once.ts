import type { ChecklistDetail } from '@kollega/domain';
import type { QueryClient } from '@tanstack/react-query';
import { checklistQueryKey } from './query-keys';

/**
 * Shows a change on the checklist page before the server has answered (a check, a drop). A read of the page
 * still under way, from an earlier write's refresh, is cancelled first: its older answer would otherwise land
 * after this and undo what the person just did. The write's own refresh brings the server's state afterwards.
 */
export function showAtOnce(
  queryClient: QueryClient,
  checklistId: string,
  change: (old: ChecklistDetail) => ChecklistDetail,
): void {
  const key = checklistQueryKey(checklistId);
  void queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<ChecklistDetail>(key, (old) => (old ? change(old) : old));
}
