/**
 * A dynamic import (or any load) started on first use and shared by every later use, so React's `use()` sees
 * the same promise on each render. A failed load is forgotten, so the next use (a retry) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
