import { useEffect } from 'react';

/** Sets `document.title` to "<page> · Toulky" (just "Toulky" without a page title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Toulky` : 'Toulky';
  }, [title]);
}
