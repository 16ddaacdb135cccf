import type { Region, Resolvers } from '../../generated/graphql.js';

export const citiesResolvers: Resolvers = {
  Query: {
    cities: (_parent, { filter }, ctx) => ctx.services.cities.search(filter.search),
    nearestCity: (_parent, { near }, ctx) => ctx.services.cities.nearestTo(near),
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
