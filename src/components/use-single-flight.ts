import { useCallback, useRef, useState } from 'react';
import { newId } from '../lib/ids';

/**
 * One write at a time from a button or dialog (issue 24, item 1): `run(work)` starts `work` only when
 * none is under way — a second click, even in the same instant (before React has re-rendered the
 * button as busy), does nothing — and `pending` disables the button until it settles. `key` is the
 * action's idempotency key for an edge function: made when the component mounts, kept while attempts
 * fail (a retry is the same request), renewed after a success (the next one is a new request).
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const key = useRef(newId());
  const run = useCallback(async <T>(work: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      const out = await work(key.current);
      // Succeeded: the next action is a new request. A failure keeps the key (the retry is the same one).
      key.current = newId();
      return out;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
