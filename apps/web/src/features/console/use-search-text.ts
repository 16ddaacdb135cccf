import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The search box's text, put into the URL (`?q=`) a moment after typing stops, back on the first page. */
export function useSearchText(): [string, (text: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const committed = params.get('q') ?? '';
  const [text, setText] = useState(committed);
  // Back and Forward change the URL's search: the box follows it.
  const [shown, setShown] = useState(committed);
  if (shown !== committed) {
    setShown(committed);
    if (text.trim() !== committed) setText(committed);
  }
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text, committed, setParams]);
  return [text, setText, committed];
}
