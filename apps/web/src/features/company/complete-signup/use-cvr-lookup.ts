import { CVR_LOOKUP_DEBOUNCE_MS, CVR_LOOKUP_MIN_DIGITS } from '@kollega/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cvrSearchQueryOptions } from '../api/cvr-search';

/**
 * The CVR number to look up for what the user typed, or null. hr-core §5: the lookup fires once the input is
 * over 2 digits; the server only accepts a whole CVR number (8 digits), so shorter input waits.
 */
export function cvrToLookUp(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length < CVR_LOOKUP_MIN_DIGITS) return null;
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** Looks the CVR number up 500 ms after the user stopped typing (hr-core §5). */
export function useCvrLookup(value: string) {
  const [debounced] = useDebouncedValue(value, CVR_LOOKUP_DEBOUNCE_MS);
  const vat = cvrToLookUp(debounced);
  const query = useQuery({ ...cvrSearchQueryOptions(vat ?? ''), enabled: vat !== null });
  // Waiting for the pause counts as looking up, so the loader shows at once.
  const waiting = cvrToLookUp(value) !== null && value !== debounced;
  return {
    vat,
    isLookingUp: waiting || (vat !== null && query.isFetching),
    company: vat !== null && !waiting ? query.data : undefined,
    error: vat !== null && !waiting && query.isError ? query.error : null,
  };
}
