import { hashPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../client.js';
import { users } from '../schema.js';

/** The demo account printed by `npm start`; README lists it too. */
export const DEMO_USER = { email: 'demo@toulky.cz', password: 'toulky-demo', firstname: 'Jana', lastname: 'Nováková' };

/** Creates the demo user unless it exists. */
export async function ensureDemoUser(db: Database): Promise<void> {
  await db
    .insert(users)
    .values({
      email: DEMO_USER.email,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstname: DEMO_USER.firstname,
      lastname: DEMO_USER.lastname,
      language: 'cs_CZ',
      onboardingCompleted: true,
    })
    .onConflictDoNothing();
}
