import { auth } from './auth';
import { resources } from './index';
import { onboarding } from './onboarding';
import { otherCommon } from './other-common';
import { otherPages } from './other-pages';
import { profile } from './profile';
import { settings } from './settings';
import { tripDetail } from './trip-detail';
import { tripFilter } from './trip-filter';
import { validation } from './validation';
import { wall } from './wall';

/**
 * The app's texts whole: the server, the tests and the journeys take them so. In the browser a first visit downloads
 * only the first screens' (./index.ts). The other namespaces, and the parts of those that only other screens say (the
 * other screens' headings in `pages`, a trip's detail in `trips`), are added in both languages by the code that says
 * them when it loads (`registerTexts` in app/i18n/i18n.ts), so the first load does not carry them (issue 31).
 */
export const allResources = {
  ...resources,
  common: { ...resources.common, ...otherCommon },
  pages: { ...resources.pages, ...otherPages },
  validation,
  auth,
  wall,
  onboarding,
  profile,
  settings,
  trips: {
    ...resources.trips,
    ...tripDetail,
    filter: {
      ...resources.trips.filter,
      ...tripFilter.filter,
      groups: { ...resources.trips.filter.groups, ...tripFilter.filter.groups },
    },
  },
};
