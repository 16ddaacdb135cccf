// The trips feature's public entry, for the console's trip editor: the attribute values it offers, and the app's card
// and detail for its preview, which are loaded with the preview rather than with the console.
export type { CardTrip } from './trip-card';
export type { TripDetailTrip } from './trip-detail';
export { FILTER_GROUPS, type TripValue } from './trip-filter';

/** Loads the trip card and the trip detail's body. */
export const loadTripViews = () => import('./trip-views');
