import type { MyTasksResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_TASKS_QUERY_KEY } from './query-keys';

/** GET /api/checklists/my-tasks: 'Mine opgaver', the caller's open tasks, earliest due date first. */
export function useMyTasks() {
  return useQuery(
    queryOptions({
      queryKey: MY_TASKS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<MyTasksResponse>('/api/checklists/my-tasks', { signal }),
    }),
  );
}
