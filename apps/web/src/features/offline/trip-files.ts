/** A picture as the trip detail shows it. */
interface TripPicture {
  url: string;
}

/** What a trip saved for offline needs besides its data: its pictures and, when it has one, its track. */
export interface TripWithFiles {
  coverImage: TripPicture | null;
  images: readonly TripPicture[];
  /** The trip's GPX track, when it has one: a saved trip keeps the file, so its download works offline too. */
  track: { gpxUrl: string } | null;
}

/**
 * The addresses a saved trip stores in Cache Storage, each once: the cover and the gallery as the detail's `<img>`
 * loads them (its `src`; the app's detail gives no `srcset`, so that is the size every device uses), then the track.
 */
export function savedFileUrls(trip: TripWithFiles): string[] {
  const pictures = [trip.coverImage, ...trip.images].flatMap((picture) => (picture ? [picture.url] : []));
  const track = trip.track ? [trip.track.gpxUrl] : [];
  return [...new Set([...pictures, ...track])];
}
