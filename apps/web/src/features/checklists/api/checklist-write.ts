import type { ChecklistWriteResult } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiFetch } from '../../../lib/api';
import { GENERIC_ERROR } from '../../../lib/generic-error';
import { CHECKLISTS_QUERY_KEY } from './query-keys';

/** The URL of a checklist's sub-resource. */
export function checklistUrl(checklistId: string, rest = ''): string {
  return `/api/checklists/${encodeURIComponent(checklistId)}${rest}`;
}

export function checklistWrite(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  json?: unknown,
): Promise<ChecklistWriteResult> {
  return apiFetch<ChecklistWriteResult>(path, json === undefined ? { method } : { method, json });
}

/** Where a failed write's Danish message is shown: the checklist page's alert. */
export const ChecklistWriteErrorContext = createContext<(message: string) => void>(() => {});

/**
 * One small write to a checklist (decision 024): sent at once, then the page and the lists are read again, so
 * a failed write shows the server's state and a Danish message; the error is also logged (hr-core §8).
 */
export function useChecklistWrite<Vars>(mutationFn: (vars: Vars) => Promise<ChecklistWriteResult>) {
  const queryClient = useQueryClient();
  const report = useContext(ChecklistWriteErrorContext);
  return useMutation({
    mutationFn,
    onError: (error) => {
      console.error('checklist write failed', error);
      report(error instanceof Error && error.message ? error.message : GENERIC_ERROR);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_QUERY_KEY }),
  });
}
