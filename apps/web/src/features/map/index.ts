// The map feature's public entry. MapLibre is not imported from here: what draws a map is offered as a loader of
// its own chunk, so the library stays with the screens that show one.
export { mapAttribution } from './map-layers';
export type { StartMapTrip } from './start-map';

/** Loads the small map of a trip's start (a trip's detail). */
export const loadStartMap = () => import('./start-map');

/** Loads the map of where the finished trips start (the profile). */
export const loadFinishedMap = () => import('./finished-map');

/** Loads the map on which a trip's start is placed (the console's trip editor). */
export const loadStartPicker = () => import('./start-picker');
