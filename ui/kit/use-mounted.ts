import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's hydrating one (which must match it), true
 * from then on. Kept per mounted page, not in a view model: on a navigation the next page renders
 * before the last one unmounts, so a shared flag would still say "mounted" to its first render.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
