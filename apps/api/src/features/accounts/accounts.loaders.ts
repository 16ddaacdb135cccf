import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { sharedBatchLoader } from '../../platform/shared-batch.js';
import { findUsersByIds, findUsersOfLiveSessions, type UserRow } from './accounts.repository.js';

/** Users by id for concurrent requests together (every signed-in request reads its user). */
const usersOfAllRequests = sharedBatchLoader<string, UserRow | undefined>(async (ids, db) => {
  const rows = await findUsersByIds(db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
});

/** Users by id, deduplicated per request and batched across requests. */
export function createUserLoader(db: Database): DataLoader<string, UserRow | undefined> {
  return new DataLoader((ids) => usersOfAllRequests(db).loadMany(ids));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user of each live session, for concurrent requests together; undefined for a revoked or expired session. */
const usersOfLiveSessions = sharedBatchLoader<string, UserRow | undefined>(async (sessionIds, db) => {
  const ids = [...new Set(sessionIds.filter((id) => UUID.test(id)))];
  const rows = ids.length > 0 ? await findUsersOfLiveSessions(db, ids) : [];
  const bySession = new Map(rows.map((row) => [row.sessionId, row.user]));
  return sessionIds.map((id) => bySession.get(id));
});

/**
 * The user signed in with an access token's session, read in the same statement that checks the session is live, so
 * "sign out this device" and a password change stop the device's access token at once, at no extra query.
 */
export function loadSessionUser(db: Database, sessionId: string): Promise<UserRow | undefined> {
  return usersOfLiveSessions(db).load(sessionId);
}

/**
 * The session's user when a token for `subject` may still be used: a disabled account is told so
 * (UNAUTHORIZED_INACTIVE); a revoked or expired session, another user's or a deleted account is an invalid token.
 */
export async function loadActiveSessionUser(
  db: Database,
  sessionId: string,
  subject: string,
): Promise<UserRow & { email: string }> {
  const user = await loadSessionUser(db, sessionId);
  if (user?.id === subject && user.status === 'DISABLED') {
    throw new AppError('UNAUTHORIZED_INACTIVE', 'This account is not active');
  }
  if (user?.id !== subject || user.status !== 'ACTIVE' || !user.email) {
    throw new AppError('UNAUTHORIZED_TOKEN_INVALID', 'The token is invalid');
  }
  return { ...user, email: user.email };
}
