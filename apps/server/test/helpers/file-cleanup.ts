/**
 * Work to undo when the current test file ends: temporary directories to remove, apps and databases to close.
 *
 * Vitest's `afterAll` only works while a file is being collected; called from inside a test or a `beforeAll`, as
 * the helpers are, it is silently dropped, which is how about 160 directories per run were left in /tmp. This
 * list works from anywhere, and `setup/clean-up-after-file.ts` empties it once per file, newest first, so an app
 * is closed before the directory it used is removed.
 */
const pending: (() => unknown)[] = [];

export function cleanUpAfterFile(undo: () => unknown): void {
  pending.push(undo);
}

/** Runs every registered undo, newest first; one failing does not stop the others. */
export async function runFileCleanups(): Promise<void> {
  const errors: unknown[] = [];
  for (let undo = pending.pop(); undo; undo = pending.pop()) {
    try {
      await undo();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'several clean-ups after the test file failed');
}

/** Wraps `close` so a second call (the app closing its database, then the clean-up) does nothing. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
