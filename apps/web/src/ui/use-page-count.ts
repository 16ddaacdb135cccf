import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'toulky:pages:';

function read(key: string): number {
  // The server's render of a first screen (app/entry-server.tsx) has no history: one page.
  if (typeof sessionStorage === 'undefined') return 1;
  const stored = Number(sessionStorage.getItem(PREFIX + key));
  return Number.isInteger(stored) && stored > 0 ? stored : 1;
}

/**
 * How many pages of a list are shown, remembered per history entry, so going back to a list shows as many pages as
 * before and the browser can restore the scroll position into them.
 */
export function usePageCount(): [number, (next: number) => void] {
  const { key } = useLocation();
  const [state, setState] = useState(() => ({ key, pages: read(key) }));
  const pages = state.key === key ? state.pages : read(key);
  const setPages = useCallback(
    (next: number) => {
      sessionStorage.setItem(PREFIX + key, String(next));
      setState({ key, pages: next });
    },
    [key],
  );
  return [pages, setPages];
}
