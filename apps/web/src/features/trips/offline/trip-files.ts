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
 * The addresses a saved trip stores in Cache Storage, each once: the cover and the gallery by their `url` (the copy is
 * saved without renditions, `withoutRenditions`, so that is what its detail loads on every device), then the track.
 */
export function savedFileUrls(trip: TripWithFiles): string[] {
  const pictures = [trip.coverImage, ...trip.images].flatMap((picture) => (picture ? [picture.url] : []));
  const track = trip.track ? [trip.track.gpxUrl] : [];
  return [...new Set([...pictures, ...track])];
}

/**
 * A trip as its saved copy keeps it: the pictures without their renditions (AVIF, WebP, JPEG at three widths), so the
 * saved detail's `<img>` asks for the `url` that `savedFileUrls` stored rather than a rendition the device never got.
 */
export function withoutRenditions<
  T extends { coverImage: { variants: unknown[] } | null; images: readonly { variants: unknown[] }[] },
>(trip: T): T {
  return {
    ...trip,
    coverImage: trip.coverImage && { ...trip.coverImage, variants: [] },
    images: trip.images.map((image) => ({ ...image, variants: [] })),
  };
}
