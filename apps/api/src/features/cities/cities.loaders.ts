import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { type CityRow, findCitiesByIds, findNearestCitiesOfTrips } from './cities.repository.js';

/** Cities by id, batched per request. */
export function createCityLoader(db: Database): DataLoader<number, CityRow | undefined> {
  return new DataLoader(async (ids) => {
    const rows = await findCitiesByIds(db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
}

/** The municipality nearest to each trip's start, kept with the catalogue (a start changes only when a trip does). */
export function createNearestCityLoader(db: Database, catalogue: CatalogueView): DataLoader<string, CityRow | null> {
  return new DataLoader(async (tripIds) => {
    const cities = await catalogue.getMany('nearest-city', tripIds, (missing) => findNearestCitiesOfTrips(db, missing));
    return cities.map((city) => city ?? null);
  });
}
