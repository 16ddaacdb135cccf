import { hashPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../client.js';
import { users } from '../schema.js';

/** The demo account printed by `npm start`; README lists it too. */
export const DEMO_USER = { email: 'demo@toulky.cz', password: 'toulky-demo', firstname: 'Jana', lastname: 'Nováková' };

/**
 * One demo account per editorial role for the console (`/admin`), with the demo password; README lists them. Their
 * password is public: only the embedded demo database gets them by itself, never seed a production database.
 */
export const DEMO_EDITORS = [
  { email: 'admin@toulky.cz', firstname: 'Adam', lastname: 'Správce', role: 'ADMIN' },
  { email: 'sefredaktor@toulky.cz', firstname: 'Šárka', lastname: 'Hlavní', role: 'CHIEF_EDITOR' },
  { email: 'vylety@toulky.cz', firstname: 'Vít', lastname: 'Stezka', role: 'TRIP_EDITOR' },
  { email: 'blog@toulky.cz', firstname: 'Blanka', lastname: 'Píšová', role: 'BLOG_EDITOR' },
  { email: 'partner@toulky.cz', firstname: 'Petr', lastname: 'Krkonošský', role: 'PARTNER_EDITOR' },
] as const;

/** Creates the demo user and the demo editors unless they exist. */
export async function ensureDemoUser(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_USER.password);
  await db
    .insert(users)
    .values([
      {
        email: DEMO_USER.email,
        passwordHash,
        firstname: DEMO_USER.firstname,
        lastname: DEMO_USER.lastname,
        language: 'cs_CZ',
        onboardingCompleted: true,
      },
      ...DEMO_EDITORS.map(({ email, firstname, lastname, role }) => ({
        email,
        passwordHash,
        firstname,
        lastname,
        roles: ['USER', role],
        language: 'cs_CZ',
        onboardingCompleted: true,
      })),
    ])
    .onConflictDoNothing();
}
