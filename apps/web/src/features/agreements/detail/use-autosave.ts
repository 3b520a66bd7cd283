import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'saving' | 'saved' | 'failed' | null;

/** How long typing must pause before a save. */
const DEBOUNCE_MS = 800;

/**
 * Saves a text as it is typed (hr-core §2: 'Beskrivelse' and 'Noter'): after a pause of typing, the whole text, the
 * latest text winning. Leaving the page (unmount or closing the tab) sends a pending change at once; the save
 * uses `keepalive`, so it completes after the page is gone.
 */
export function useAutosave(save: (text: string) => Promise<unknown>) {
  const [state, setState] = useState<AutosaveState>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const text = pending.current;
    if (text === null) return;
    pending.current = null;
    setState('saving');
    saveRef.current(text).then(
      () => {
        if (pending.current === null) setState('saved');
      },
      () => setState('failed'),
    );
  }, []);

  const change = useCallback(
    (text: string) => {
      pending.current = text;
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { state, change };
}
