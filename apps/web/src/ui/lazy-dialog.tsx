import { type ReactNode, Suspense, useState } from 'react';

/**
 * Hosts a dialog whose code is loaded with `React.lazy`: nothing is rendered (or downloaded) until it first
 * opens, and from then on it stays mounted, so closing can play its transition and reopening is instant.
 */
export function LazyDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  if (!opened && !mounted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
