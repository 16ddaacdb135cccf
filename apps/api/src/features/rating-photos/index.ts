// What the rating-photos feature offers the rest of the server: a rating's photos for rateTrip (in its transaction), and
// a person's photos for their data export and their account's deletion.

export { deletePhotosOfUser, findPhotosForExport, setRatingPhotos } from './rating-photos.repository.js';
export { RatingPhotosService } from './rating-photos.service.js';
