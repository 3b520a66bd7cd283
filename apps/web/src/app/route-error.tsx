import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiError } from '../lib/api';
import { ErrorState } from '../ui/error-state';

/** Shown when a page fails to load or throws: a Danish message and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorState
      message={error instanceof ApiError ? error.message : undefined}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
