import { useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser (which must match it), true once the page is hydrated:
 * for controls that only work with JavaScript, so a page read without it shows no button that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
