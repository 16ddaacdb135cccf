// What the content-reports feature offers the rest of the server: the reported rating in context, for appeals.

export { presentReportedRating } from './content-reports.presenters.js';
export { findReportedRatings } from './content-reports.repository.js';
