import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface LoadMoreProps {
  label: string;
  /** False while the last page is still loading: the sentinel then waits instead of asking again. */
  ready: boolean;
  onLoadMore(): void;
}

/**
 * Loads the next page when the user scrolls near the end of a list, and offers a button for keyboards, screen
 * readers and browsers without IntersectionObserver.
 */
export function LoadMore({ label, ready, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!ready || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);

  return (
    <Center ref={sentinel} py="md">
      <Button variant="light" loading={!ready} onClick={onLoadMore}>
        {label}
      </Button>
    </Center>
  );
}
