import type { Resolvers } from '../../generated/graphql.js';

/**
 * New places one request may have fetched from the weather service. Any list of trips can ask for `weather`; without a
 * limit one request for 50 trips would cost 50 calls of the service's daily quota. The detail asks for one place; a
 * list gets forecasts for places already kept, for up to this many more, and null for the rest.
 */
export const MAX_NEW_PLACES_PER_REQUEST = 3;

const newPlacesAsked = new WeakMap<object, number>();

export const weatherResolvers: Resolvers = {
  PublishedTrip: {
    weather: (trip, _args, ctx) => {
      // A forecast ages by the clock, not by the catalogue's version: an answer holding one is never kept.
      ctx.markPerishable();
      const asked = newPlacesAsked.get(ctx) ?? 0;
      const { weather } = ctx.services;
      const mayFetch = asked < MAX_NEW_PLACES_PER_REQUEST;
      if (mayFetch && !weather.has(trip)) newPlacesAsked.set(ctx, asked + 1);
      return weather.forecast(trip, mayFetch);
    },
  },
};
