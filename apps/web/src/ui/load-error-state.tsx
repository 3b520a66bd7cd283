import { ApiError } from '../lib/api';
import { ErrorState } from './error-state';

type LoadErrorStateProps = {
  /** What the failed query threw. */
  error: unknown;
  /** Shown for a failure the server did not explain (a 5xx, a network error); the generic text when omitted. */
  message?: string;
  onRetry: () => void;
};

/**
 * A read that failed. When the server refused the request itself (a 4xx, e.g. 'Perioden kan tidligst begynde
 * 01.01.2024.') its Danish message says why, and no retry is offered: asking again would get the same answer.
 * Anything else may pass, so it offers 'Prøv igen'.
 */
export function LoadErrorState({ error, message, onRetry }: LoadErrorStateProps) {
  if (error instanceof ApiError && error.isClientError) return <ErrorState message={error.message} />;
  return <ErrorState message={message} onRetry={onRetry} />;
}
