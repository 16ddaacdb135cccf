import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { sharedBatchLoader } from '../../platform/shared-batch.js';
import { findUsersByIds, type UserRow } from './accounts.repository.js';

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
