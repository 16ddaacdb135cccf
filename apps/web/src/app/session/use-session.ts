import { useSyncExternalStore } from 'react';
import { getSession, isAuthenticated, type Session, subscribeSession } from './session-store';

/** The stored session, re-rendering on every change (sign-in, refresh, sign-out, other tabs). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Whether the user is signed in right now; re-evaluated on each render because expiry depends on time. */
export function useIsAuthenticated(): boolean {
  return isAuthenticated(useSession());
}
