import type { Catalog } from '../catalog';
import type { tripFilter as cs } from '../cs/trip-filter';

/** The filter dialog's texts in English; see the Czech catalogue. */
export const tripFilter: Catalog<typeof cs> = {
  filter: {
    title: 'Filter trips',
    show_one: 'Show {{count}} trip',
    show_other: 'Show {{count}} trips',
    groups: {
      duration: 'Duration',
      length: 'Length',
      routeType: 'Route type',
      terrain: 'Terrain',
      suitability: 'Suitable for',
      accessibility: 'Getting there',
      gastro: 'Food and drink',
      additionalActivities: 'More to do',
      overnightStay: 'Overnight stay',
    },
  },
};
