import type { Region, Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../platform/validation.js';
import { nearInput } from '../trips/trips.inputs.js';
import { findNearestCity, searchCities } from './cities.repository.js';

export const citiesResolvers: Resolvers = {
  Query: {
    cities: (_parent, { filter }, ctx) => searchCities(ctx.services.db, filter.search.slice(0, 100)),
    nearestCity: async (_parent, { near }, ctx) =>
      (await findNearestCity(ctx.services.db, parseInput(nearInput, near))) ?? null,
  },
  PublishedTrip: {
    nearestMunicipality: (trip, _args, ctx) => ctx.loaders.nearestCityByTripId.load(trip.id),
  },
  City: {
    _id: (city) => String(city.id),
    // Imported from the register through the region-code map, so always a Region value.
    region: (city) => city.region as Region,
    coordinates: (city) => ({ lat: city.lat, lng: city.lng }),
  },
};
