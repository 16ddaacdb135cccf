import { useEffect, useState } from 'react';
import { isAuthenticated } from '../app/session/session-store';

/**
 * Whether someone is signed in to the app in this browser. Read after hydration (the server cannot know, and the
 * first render must match the server's), so the header's links change a moment after the page shows.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(isAuthenticated()), []);
  return signedIn;
}
