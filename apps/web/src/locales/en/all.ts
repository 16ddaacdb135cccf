import { auth } from './auth';
import { resources } from './index';
import { onboarding } from './onboarding';
import { otherPages } from './other-pages';
import { profile } from './profile';
import { settings } from './settings';
import { tripDetail } from './trip-detail';
import { wall } from './wall';

/** The app's texts whole, in English; see the Czech catalogue. */
export const allResources = {
  ...resources,
  pages: { ...resources.pages, ...otherPages },
  auth,
  wall,
  onboarding,
  profile,
  settings,
  trips: { ...resources.trips, ...tripDetail },
};
