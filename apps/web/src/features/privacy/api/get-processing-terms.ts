import type { ProcessingTerms } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { privacyQueryKeys } from './query-keys';

/** GET /api/privacy/processing: the processor and the sub-processors this installation uses (decision 051). */
export function useProcessingTerms() {
  return useQuery({
    queryKey: privacyQueryKeys.processing,
    queryFn: ({ signal }) => apiFetch<ProcessingTerms>('/api/privacy/processing', { signal }),
  });
}
