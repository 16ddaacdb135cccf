// The profile's public entry: the frame of its lists, which the person's lists of trips (features/trips) share.
export { type PageReport, PageStatus, PROFILE_PAGE_SIZE, ProfileListPage } from './profile-list-page';
