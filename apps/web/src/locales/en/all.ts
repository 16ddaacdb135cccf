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

/** The app's texts whole, in English; see the Czech catalogue. */
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
