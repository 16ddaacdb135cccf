import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, uuidArray } from '../../db/raw.js';
import {
  articleBookmarks,
  contentAppeals,
  contentReports,
  finishedTrips,
  onboardingPreferences,
  oneTimeCodes,
  refreshTokens,
  supportMessages,
  tripBookmarks,
  users,
} from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = 'SIGN_UP' | 'PASSWORD_RESET';

const usersByIds = preparedStatement((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('users_by_ids'),
);

export function findUsersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  return usersByIds(db).execute({ ids: uuidArray(ids) });
}

const usersOfLiveSessions = preparedStatement((db) =>
  db
    .select({ sessionId: refreshTokens.id, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      sql`${refreshTokens.id} = any(${sql.placeholder('ids')}::uuid[]) and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now()`,
    )
    .prepare('users_of_live_sessions'),
);

/** The users of the sessions (refresh token ids) that are still live; a revoked or expired session is missing. */
export function findUsersOfLiveSessions(
  db: Database,
  sessionIds: readonly string[],
): Promise<{ sessionId: string; user: UserRow }[]> {
  return usersOfLiveSessions(db).execute({ ids: uuidArray(sessionIds) });
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Removes personal data but keeps the row, so the user's ratings remain as "Deleted user". */
/**
 * Erases a user's personal data: the row stays as "Deleted user" for their ratings, everything else they told us or
 * did goes — names, e-mail, password, city, sex, age, interests, onboarding answers, bookmarks, finished trips, their
 * support messages, the newsletter subscription of their address, their reports (signed in, or as a visitor with
 * their address), which would otherwise keep the address and mail it a decision, and their appeals.
 */
export async function anonymiseUser(db: Database, id: string, feedback: string | null): Promise<void> {
  await db.execute(
    sql`DELETE FROM newsletter_subscriptions WHERE lower(email) = (SELECT lower(email) FROM users WHERE id = ${id})`,
  );
  await db.execute(
    sql`DELETE FROM ${contentReports} WHERE reporter_id = ${id}
      OR lower(reporter_email) = (SELECT lower(email) FROM users WHERE id = ${id})`,
  );
  await db.delete(contentAppeals).where(eq(contentAppeals.appellantId, id));
  for (const table of [onboardingPreferences, tripBookmarks, articleBookmarks, finishedTrips, supportMessages]) {
    await db.delete(table).where(eq(table.userId, id));
  }
  await db
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      firstname: null,
      lastname: null,
      cityId: null,
      sex: null,
      ageRange: null,
      interests: [],
      status: 'DELETED',
      deletionFeedback: feedback,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
}

export async function insertCode(db: Database, values: typeof oneTimeCodes.$inferInsert): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

export async function findCode(db: Database, purpose: CodePurpose, codeHash: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)));
  return row;
}

/** Marks a code used unless another request already did; true when this call won. */
export async function markCodeUsed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export type SessionRow = typeof refreshTokens.$inferSelect;
/** What is recorded about the device when a session starts or is used. */
export type SessionDevice = Pick<SessionRow, 'browser' | 'os' | 'platform' | 'country'>;

export async function insertRefreshToken(
  db: Database,
  userId: string,
  expiresAt: Date,
  device: SessionDevice,
): Promise<string> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ userId, expiresAt, ...device })
    .returning({ id: refreshTokens.id });
  return row.id;
}

/** Marks a session used now, from the given country (kept when the address says nothing). */
export async function touchRefreshToken(db: Database, id: string, country: string | null): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ lastUsedAt: new Date(), country: country ?? sql`${refreshTokens.country}` })
    .where(eq(refreshTokens.id, id));
}

/** A user's live sessions, the most recently used first. */
export function findLiveSessions(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())),
    )
    .orderBy(desc(refreshTokens.lastUsedAt), desc(refreshTokens.id));
}

export async function revokeRefreshToken(db: Database, id: string, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of a user, except the session that asked, when given. */
export async function revokeUserRefreshTokens(db: Database, userId: string, exceptId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptId) conditions.push(ne(refreshTokens.id, exceptId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
