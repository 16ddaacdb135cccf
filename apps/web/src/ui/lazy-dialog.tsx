import { type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';

/**
 * Hosts a dialog whose code is loaded with `React.lazy`: nothing is rendered (or downloaded) until it first
 * opens, and from then on it stays mounted, so closing can play its transition and reopening is instant.
 */
export function LazyDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  // The dialog notes which element to give focus back to when it opens; mounted already open, the first time,
  // it never sees that happen. So the first time it is noted here (the dialog's code is still loading, the
  // control that opened it still has focus) and given back on the first close. Undefined: not opened yet.
  const firstOpener = useRef<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (opened && firstOpener.current === undefined) {
      firstOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (!opened && firstOpener.current) {
      firstOpener.current.focus();
      firstOpener.current = null;
    }
  }, [opened]);
  if (!opened && !mounted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
