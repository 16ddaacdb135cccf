import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { findUsersByIds, type UserRow } from './accounts.repository.js';

/** Users by id, batched per request. */
export function createUserLoader(db: Database): DataLoader<string, UserRow | undefined> {
  return new DataLoader(async (ids) => {
    const rows = await findUsersByIds(db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
}
