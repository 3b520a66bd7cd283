import { type SetStateAction, useCallback, useState } from 'react';
import { type ReadStoredOptions, readStored, writeStored } from './stored-value';

type UseStoredStateOptions<T> = Omit<ReadStoredOptions<T>, 'now'>;

/**
 * `useState` whose value is remembered in localStorage under `key` (see stored-value.ts): read once on mount,
 * written on every change. With `maxAgeMs`, a value not changed for that long is forgotten on the next visit.
 */
export function useStoredState<T>(
  key: string,
  initial: T | (() => T),
  options: UseStoredStateOptions<T>,
): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readStored(key, options);
    if (stored !== null) return stored;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  const update = useCallback(
    (next: SetStateAction<T>) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeStored(key, resolved);
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
