import type { Region, Resolvers } from '../../generated/graphql.js';
import { searchCities } from './cities.repository.js';

export const citiesResolvers: Resolvers = {
  Query: {
    cities: (_parent, { filter }, ctx) => searchCities(ctx.services.db, filter.search.slice(0, 100)),
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
