import { decodeJwtPayload, jwtExpiry } from './jwt';

/** The user as stored in local storage (spec §3 "Stored session"). */
export interface SessionUser {
  _id: string;
  email: string;
  roles: string[];
}

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', user: 'user' } as const;

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): behave as signed out.
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { _id, email, roles } = value as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof email !== 'string' || !Array.isArray(roles)) return null;
    return { _id, email, roles: roles.filter((role): role is string => typeof role === 'string') };
  } catch {
    return null;
  }
}

function readSession(): Session {
  return {
    accessToken: readItem(STORAGE_KEYS.accessToken),
    refreshToken: readItem(STORAGE_KEYS.refreshToken),
    user: parseUser(readItem(STORAGE_KEYS.user)),
  };
}

function emit(): void {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

/** The current session; the same object until it changes, as useSyncExternalStore requires. */
export function getSession(): Session {
  snapshot ??= readSession();
  return snapshot;
}

/** Subscribes to session changes, including those made in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) emit();
  });
}

/** Reads `sub`, `email` and `roles` from an access token; null when the claims are missing. */
export function userFromAccessToken(accessToken: string): SessionUser | null {
  const claims = decodeJwtPayload(accessToken);
  if (!claims) return null;
  const { sub, email, roles } = claims;
  if (typeof sub !== 'string' || typeof email !== 'string') return null;
  const roleList = Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  return { _id: sub, email, roles: roleList };
}

/** Stores both tokens and the user decoded from the access token (sign-in). */
export function storeTokens(tokens: { accessToken: string; refreshToken: string }): SessionUser | null {
  const user = userFromAccessToken(tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
  emit();
  return user;
}

/** Replaces only the access token (token refresh, spec §4). */
export function storeAccessToken(accessToken: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  emit();
}

/** Removes both tokens and the user. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  }
  emit();
}

/** Authenticated = both tokens exist and the refresh token's `exp` lies in the future (spec §4). */
export function isAuthenticated(session: Session = getSession(), nowMs: number = Date.now()): boolean {
  if (!session.accessToken || !session.refreshToken) return false;
  const exp = jwtExpiry(session.refreshToken);
  return exp !== null && exp * 1000 > nowMs;
}
