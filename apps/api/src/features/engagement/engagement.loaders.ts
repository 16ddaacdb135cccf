import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { findConfirmedEmails, findOnboardingByUserIds, type OnboardingRow } from './engagement.repository.js';

export function createEngagementLoaders(db: Database) {
  return {
    onboardingByUserId: new DataLoader<string, OnboardingRow | undefined>(async (ids) => {
      const rows = await findOnboardingByUserIds(db, ids);
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return ids.map((id) => byId.get(id));
    }),
    /** Whether an address (lower case) receives the newsletter. */
    newsletterSubscribed: new DataLoader<string, boolean>(async (emails) => {
      const confirmed = await findConfirmedEmails(db, emails);
      return emails.map((email) => confirmed.has(email));
    }),
  };
}
