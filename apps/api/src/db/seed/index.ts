import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema.js';
import { loadDemoContent } from './demo/load.js';
import { ensureDemoUser } from './demo-user.js';

/** True when no user exists yet: a fresh database that should get the demo content. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count === 0;
}

/** Loads the demo content; safe to run again (nothing is duplicated). */
export async function seedDemoContent(db: Database): Promise<void> {
  await ensureDemoUser(db);
  await loadDemoContent(db);
}
