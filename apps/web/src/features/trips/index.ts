// The trips feature's public entry: for the console's trip editor, the attribute values it offers and the app's card
// and detail for its preview, which are loaded with the preview rather than with the console; for search, the card of
// its results and the trips saved on the device, to search offline; for the console's report queue, the reasons.
export type { SavedTrip } from './offline/saved-trips-store';
export { REPORT_REASONS } from './report-reasons';
export type { CardTrip } from './trip-card';
export type { TripDetailTrip } from './trip-detail';
export { FILTER_GROUPS, type TripValue } from './trip-filter';

/** Loads the trip card and the trip detail's body. */
export const loadTripViews = () => import('./trip-views');

/** Loads the trip card alone (the Trips screen has it already). */
export const loadTripCard = () => import('./trip-card');

/** Loads the trips saved on this device for offline. */
export const loadSavedTrips = () => import('./offline/saved-trips-store').then((module) => module.listSavedTrips());
