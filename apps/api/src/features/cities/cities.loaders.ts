import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { type CityRow, findCitiesByIds } from './cities.repository.js';

/** Cities by id, batched per request. */
export function createCityLoader(db: Database): DataLoader<number, CityRow | undefined> {
  return new DataLoader(async (ids) => {
    const rows = await findCitiesByIds(db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
}
