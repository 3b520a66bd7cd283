/**
 * A value kept in localStorage with the time it was saved, so it can expire (time-registration §2: Overblik's
 * filters persist for 24 hours, the week-mode flag without expiry). Storage may be missing or full (private
 * windows, quota) and what is stored may be stale or foreign, so every read is checked and every failure is
 * treated as "nothing stored": a filter falling back to its default is better than a broken page.
 */

type Envelope = { value: unknown; savedAt: number };

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as Record<string, unknown>).savedAt === 'number'
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export type ReadStoredOptions<T> = {
  /** Turns what was stored into a value, or null when it no longer fits (a changed shape, a bad date). */
  parse: (value: unknown) => T | null;
  /** Older than this many milliseconds counts as not stored (and is removed); no expiry when left out. */
  maxAgeMs?: number;
  now?: number;
};

/** The value stored under `key`, or null when there is none, it expired or it does not parse. */
export function readStored<T>(
  key: string,
  { parse, maxAgeMs, now = Date.now() }: ReadStoredOptions<T>,
): T | null {
  const store = storage();
  if (!store) return null;
  let envelope: unknown;
  try {
    const text = store.getItem(key);
    if (text === null) return null;
    envelope = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isEnvelope(envelope)) return null;
  if (maxAgeMs !== undefined && now - envelope.savedAt > maxAgeMs) {
    removeStored(key);
    return null;
  }
  return parse(envelope.value);
}

/** Stores `value` under `key` with the time of saving; quietly does nothing when storage refuses. */
export function writeStored(key: string, value: unknown, now: number = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Envelope));
  } catch {
    // Full or disabled storage: the value simply is not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: a value that cannot be removed cannot be read either.
  }
}
