import type { Catalog } from '../catalog';
import type { pages as cs } from '../cs/pages';

export const pages: Catalog<typeof cs> = {
  trips: {
    title: 'Trips',
    description: 'Find a trip that suits you.',
    emptyTitle: 'No trips yet',
    emptyText: 'As soon as we publish the first trips, you will find them here with filters and sorting.',
  },
};
