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

/**
 * Confirms the subscription the code belongs to; the code is spent. Returns the subscriber, or undefined when no
 * pending subscription has the code.
 */
export async function confirmSubscription(
  db: Database,
  confirmCodeHash: string,
): Promise<{ email: string; language: string } | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: sql`now()`, confirmCodeHash: null })
    .where(
      and(eq(newsletterSubscriptions.confirmCodeHash, confirmCodeHash), eq(newsletterSubscriptions.status, 'PENDING')),
    )
    .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language });
  return row;
}

/** Which of these addresses (lower case) have a confirmed subscription. */
export async function findConfirmedEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT lower(email) AS email FROM newsletter_subscriptions
        WHERE lower(email) = ANY(${sql.param([...emails])}::text[]) AND status = 'CONFIRMED'`,
  );
  return new Set(rows.map((row) => row.email));
}

/**
 * Confirms a subscription of an address without the mailed link (the address is an account's, already confirmed).
 * Returns true when it was not confirmed before (a new subscriber, to be welcomed).
 */
export async function confirmAddress(db: Database, email: string, language: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at)
        VALUES (${email}, ${language}, 'CONFIRMED', now())
        ON CONFLICT (lower(email)) DO UPDATE
          SET status = 'CONFIRMED', confirmed_at = now(), confirm_code_hash = NULL, language = EXCLUDED.language
          WHERE newsletter_subscriptions.status <> 'CONFIRMED'
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Ends the subscription of an address (kept as UNSUBSCRIBED, so a new sign-up starts with double opt-in again). */
export async function unsubscribeAddress(db: Pick<Database, 'execute'>, email: string): Promise<void> {
  await db.execute(
    sql`UPDATE newsletter_subscriptions SET status = 'UNSUBSCRIBED', confirm_code_hash = NULL
        WHERE lower(email) = lower(${email})`,
  );
}

/** Forgets an address's subscription altogether (account deletion). */
export async function deleteSubscription(db: Pick<Database, 'execute'>, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM newsletter_subscriptions WHERE lower(email) = lower(${email})`);
}

export async function insertSupportMessage(
  db: Database,
  values: { userId: string | null; email: string; message: string },
): Promise<void> {
  await db.insert(supportMessages).values(values);
}
