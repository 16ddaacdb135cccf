import type { Database } from '../../db/client.js';
import { type LatLng, latLngInput } from '../../platform/geo.js';
import { parseInput } from '../../platform/validation.js';
import { type CityRow, findNearestCity, searchCities } from './cities.repository.js';

/** The longest search text looked at: no municipality's name is longer. */
const MAX_SEARCH_LENGTH = 100;

/** The Czech municipalities (the register in `db/reference/`): found by name, or the nearest to a place. */
export class CitiesService {
  constructor(private readonly deps: { db: Database }) {}

  /** Municipalities whose name matches what was typed, best first. */
  search(text: string): Promise<CityRow[]> {
    return searchCities(this.deps.db, text.slice(0, MAX_SEARCH_LENGTH));
  }

  /** The municipality nearest to a place given by a client (checked), or null. */
  nearestTo(place: unknown): Promise<CityRow | null> {
    return this.nearest(parseInput(latLngInput, place));
  }

  /** The municipality nearest to a known place, or null. */
  async nearest(place: LatLng): Promise<CityRow | null> {
    return (await findNearestCity(this.deps.db, place)) ?? null;
  }
}
