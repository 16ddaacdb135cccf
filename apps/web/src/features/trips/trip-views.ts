// A trip as the app shows it, its card and its detail, in one module: the console's preview loads them together
// (index.ts), and as one entry they keep the chunks the app's own screens share.
export { TripCard } from './trip-card';
export { TripDetail } from './trip-detail';
