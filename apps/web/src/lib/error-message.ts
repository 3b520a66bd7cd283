import { ApiError } from './api';
import { GENERIC_ERROR } from './generic-error';

/**
 * The Danish message of a failed call (hr-core §8): the server's own when it explained the failure (with
 * `firstDetail`, the first field's message when it gave one), else the general failure text.
 */
export function errorMessage(
  error: unknown,
  { firstDetail = false }: { firstDetail?: boolean } = {},
): string {
  if (error instanceof ApiError)
    return (firstDetail ? error.details[0]?.message : undefined) ?? error.message;
  return GENERIC_ERROR;
}
