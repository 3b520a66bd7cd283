import { Alert } from '@mantine/core';
import { errorMessage } from '../lib/error-message';
import { GENERIC_ERROR } from '../lib/generic-error';
import { LoadErrorState } from './load-error-state';
import { PageLoader } from './page-loader';

/** What QueryState needs of a TanStack query (or of a mutation, for `ErrorAlert`). */
type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch?: () => unknown };

/**
 * The loading and error states of a read, in one place: the loader while it runs; when it failed, either the
 * page's error state with 'Prøv igen' (`variant="page"`, the default) or a red line 'Der skete en fejl. Prøv igen
 * senere.' for a tab or card (`variant="alert"`). A page writes `if (!query.isSuccess) return <QueryState
 * query={query} />;` and goes on with its data.
 */
export function QueryState({
  query,
  variant = 'page',
  message,
}: {
  query: QueryLike;
  variant?: 'page' | 'alert';
  /** Shown for a failure the server did not explain; the generic text when omitted. */
  message?: string;
}) {
  if (query.isPending) return <PageLoader />;
  if (variant === 'alert') return <ErrorAlert error={query.error} message={message ?? GENERIC_ERROR} />;
  return <LoadErrorState error={query.error} message={message} onRetry={() => void query.refetch?.()} />;
}

/**
 * A failed read or write said in one red line: the fixed `message` when given (hr-core §8's generic text for a
 * failure the user cannot fix), else the server's Danish message or the generic text.
 */
export function ErrorAlert({ error, message }: { error: unknown; message?: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {message ?? errorMessage(error)}
    </Alert>
  );
}
