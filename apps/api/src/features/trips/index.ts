// What the trips feature offers the rest of the server.

export { refreshRatingStats } from './trips.activity.repository.js';
export { ATTRIBUTE_VALUES, tripIdInput } from './trips.inputs.js';
export { coverImage, ratingAuthor, tripArea } from './trips.presenters.js';
export { author, completeTripColumns, cover, tripJoinedColumns, tripTableColumns } from './trips.repository.js';
export { type TripPicture, TripsService } from './trips.service.js';
