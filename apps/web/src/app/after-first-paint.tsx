import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { firstScreenIsShown } from './first-screen';

/**
 * While the app starts, renders its children in a background render that begins once its own first render is on
 * screen, and nothing before. A screen puts what it shows below the first view (the rest of a list of cards, the
 * sections under a trip's photos) in it: the first view is painted without waiting for them, and they follow in
 * slices that keep the page responsive. Content added under the first view shifts nothing a user sees.
 *
 * Once the first screen has been shown, it renders its children at once: later screens open with their code loaded
 * and often their data cached, and a screen reached by going back must be as tall as it was at once, for the scroll
 * position to be restored into it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstScreenIsShown);
  useEffect(() => {
    // Effects of a render run after it is painted; as a transition, the children are built in interruptible slices.
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
