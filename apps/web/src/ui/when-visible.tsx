import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children only once the place they take comes near the screen, and a placeholder until then: heavy
 * parts below the fold (a map) then cost nothing to a visitor who never scrolls to them.
 */
export function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return <div ref={ref}>{visible ? children : placeholder}</div>;
}
