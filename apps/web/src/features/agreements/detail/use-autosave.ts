import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'saving' | 'saved' | 'failed' | null;

/** How long typing must pause before a save. */
const DEBOUNCE_MS = 800;

/**
 * Saves a text as it is typed (hr-core §2: 'Beskrivelse' and 'Noter'): after a pause of typing, the whole text.
 * - One save at a time: text typed while a save is under way goes when it has answered, so an older text can
 *   never arrive last and overwrite a newer one.
 * - A failed save keeps its text pending ('failed' is shown); the next change, or leaving the page, sends it
 *   again, so nothing typed is dropped.
 * - Leaving the page (unmount or closing the tab) sends a pending change at once, even while another save is
 *   under way (the page is going: waiting would lose it); the save uses `keepalive`, so it completes after the
 *   page is gone.
 * - `flush()` sends a pending change at once and resolves when everything typed is saved (true) or a save has
 *   failed (false): 'Afslut' waits for it, since a closed agreement refuses the text (hr-core §4).
 */
export function useAutosave(save: (text: string) => Promise<unknown>) {
  const [state, setState] = useState<AutosaveState>(null);
  const pending = useRef<string | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const waiters = useRef<((saved: boolean) => void)[]>([]);
  const settle = useCallback((saved: boolean) => {
    const waiting = waiters.current;
    waiters.current = [];
    for (const resolve of waiting) resolve(saved);
  }, []);

  const send = useCallback(
    (leaving: boolean) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const text = pending.current;
      if (text === null || (saving.current && !leaving)) return;
      pending.current = null;
      saving.current = true;
      setState('saving');
      saveRef.current(text).then(
        () => {
          saving.current = false;
          if (pending.current === null) {
            setState('saved');
            settle(true);
          } else send(false);
        },
        () => {
          saving.current = false;
          // Kept for the next try, unless newer text has taken its place.
          pending.current ??= text;
          setState('failed');
          settle(false);
        },
      );
    },
    [settle],
  );

  const change = useCallback(
    (text: string) => {
      pending.current = text;
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => send(false), DEBOUNCE_MS);
    },
    [send],
  );

  const flush = useCallback((): Promise<boolean> => {
    if (pending.current === null && !saving.current) return Promise.resolve(true);
    return new Promise((resolve) => {
      waiters.current.push(resolve);
      // During a save this waits for it; its answer sends what is pending.
      send(false);
    });
  }, [send]);

  useEffect(() => {
    const leave = () => send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [send]);

  return { state, change, flush };
}
