import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { newsletterSubscriptions, onboardingPreferences, supportMessages, users } from '../../db/schema.js';

export type OnboardingRow = typeof onboardingPreferences.$inferSelect;

export function findOnboardingByUserIds(db: Database, userIds: readonly string[]): Promise<OnboardingRow[]> {
  return db
    .select()
    .from(onboardingPreferences)
    .where(sql`${onboardingPreferences.userId} = ANY(${sql.param([...userIds])}::uuid[])`);
}

type Writer = Pick<Database, 'insert' | 'update'>;

export async function upsertOnboarding(
  db: Writer,
  userId: string,
  values: Partial<Omit<typeof onboardingPreferences.$inferInsert, 'userId'>>,
): Promise<void> {
  await db
    .insert(onboardingPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: onboardingPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
}

export async function updateUserFields(
  db: Writer,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'cityId' | 'sex' | 'ageRange' | 'interests' | 'onboardingCompleted'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set(values).where(eq(users.id, userId));
}

/**
 * Records a pending subscription with a fresh confirmation code, unless the address is already confirmed.
 * Returns false for a confirmed address (nothing to send).
 */
export async function upsertPendingSubscription(
  db: Database,
  values: { email: string; language: string; confirmCodeHash: string },
): Promise<boolean> {
  // Raw SQL: the conflict target is the expression index on lower(email), which Drizzle's builder cannot name.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO newsletter_subscriptions (email, language, confirm_code_hash, status)
        VALUES (${values.email}, ${values.language}, ${values.confirmCodeHash}, 'PENDING')
        ON CONFLICT (lower(email)) DO UPDATE
          SET status = 'PENDING', language = EXCLUDED.language, confirm_code_hash = EXCLUDED.confirm_code_hash
          WHERE newsletter_subscriptions.status <> 'CONFIRMED'
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Confirms the subscription the code belongs to; the code is spent. False when no pending subscription has it. */
export async function confirmSubscription(db: Database, confirmCodeHash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: sql`now()`, confirmCodeHash: null })
    .where(
      and(eq(newsletterSubscriptions.confirmCodeHash, confirmCodeHash), eq(newsletterSubscriptions.status, 'PENDING')),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function insertSupportMessage(
  db: Database,
  values: { userId: string | null; email: string; message: string },
): Promise<void> {
  await db.insert(supportMessages).values(values);
}
