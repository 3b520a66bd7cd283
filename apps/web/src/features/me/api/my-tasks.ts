import type { MyChecklistTask, MyChecklistTasks } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_PAGES_KEY } from './me-query-keys';

export const MY_TASKS_KEY = [...MY_PAGES_KEY, 'tasks'] as const;

/** GET /api/me/tasks: the checklist tasks assigned to me. */
export const myTasksQuery = queryOptions({
  queryKey: MY_TASKS_KEY,
  queryFn: ({ signal }) => apiFetch<MyChecklistTasks>('/api/me/tasks', { signal }),
});

export function useMyTasks() {
  return useQuery(myTasksQuery);
}

/** PUT /api/me/tasks/:taskId: tick a task off or untick it. */
export function useCheckMyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, checked }: { taskId: string; checked: boolean }) =>
      apiFetch<MyChecklistTask>(`/api/me/tasks/${taskId}`, { method: 'PUT', json: { checked } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_TASKS_KEY }),
  });
}
