import { ApiError } from '../../../lib/api';

/**
 * Refusals whose Danish message says what to do (time-registration §4, §5): shown as the server words them. Any
 * other failure gets the spec's general alert (§8 'Failed to add log entry. Please try again.' and its delete
 * twin), since its message would tell the employee nothing more.
 */
const TOLD_AS_IS = new Set(['WEEK_LOCKED', 'NO_WORKING_DAYS', 'NOT_ELIGIBLE']);

export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && TOLD_AS_IS.has(error.code)) return error.message;
  return fallback;
}
