import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children in a background render that starts once its own first render is on screen, and nothing
 * before. A screen puts what it shows below the first view (the rest of a list of cards, the sections under a
 * trip's photos) in it: the first view is painted without waiting for them, and they follow in slices that keep
 * the page responsive. Content added under the first view shifts nothing a user sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Effects of a render run after it is painted; as a transition, the children are built in interruptible slices.
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
