// What the hiker-photos feature offers the rest of the server: a rating's photos for rateTrip (in its transaction), and
// a person's photos for their data export and their account's deletion.

export { deletePhotosOfUser, findPhotosForExport, setHikerPhotos } from './hiker-photos.repository.js';
export { HikerPhotosService } from './hiker-photos.service.js';
