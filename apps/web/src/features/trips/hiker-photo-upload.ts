import { type UploadOptions, uploadFile } from '../../app/auth/upload-file';
import type { SourcedImage } from '../../ui/image-sources';

/** The API's limits on a rating's photos (hiker-photos.graphql, POST /api/ratings/photos). */
export const HIKER_PHOTOS_MAX = 5;
export const HIKER_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const HIKER_PHOTO_CAPTION_MAX_LENGTH = 200;
export const HIKER_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Why a photo is not on the rating: the server's reasons (not a picture, too large, damaged), the per-person daily
 * limit with the seconds until it lifts, or any other failure (no connection, a server error).
 */
export type PhotoFailure =
  | { kind: 'NOT_AN_IMAGE' | 'TOO_LARGE' | 'CORRUPT' | 'FAILED' }
  | { kind: 'LIMIT'; retryAfter: number | null };

/** A photo the server took: pending until the rating is saved with it. */
export interface UploadedHikerPhoto {
  _id: string;
  image: SourcedImage & { _id: string; alt: string };
  caption: string;
  createdAt: string;
}

/**
 * The file's type by its first bytes, as the server judges it: a text file renamed .jpg, or a HEIC photo the
 * browser calls image/jpeg, is refused here, without sending 15 MB first. Null for anything else.
 */
export async function sniffPhotoType(file: Blob): Promise<PhotoType | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** What the browser can tell before uploading: null when the file may go, else why not. */
export async function checkPhotoFile(file: File): Promise<PhotoFailure | null> {
  if (file.size > HIKER_PHOTO_MAX_BYTES) return { kind: 'TOO_LARGE' };
  return (await sniffPhotoType(file)) ? null : { kind: 'NOT_AN_IMAGE' };
}

const SERVER_REASONS = ['NOT_AN_IMAGE', 'TOO_LARGE', 'CORRUPT'] as const;

/**
 * Uploads one photo (POST /api/ratings/photos) with its type as sniffed. `null` when the caller cancelled (the
 * signal aborted): nothing is said then.
 */
export async function uploadHikerPhoto(
  file: File,
  options: UploadOptions,
): Promise<{ ok: true; photo: UploadedHikerPhoto } | { ok: false; failure: PhotoFailure } | null> {
  const type = (await sniffPhotoType(file)) ?? file.type;
  const result = await uploadFile<{ photo: UploadedHikerPhoto }>('/api/ratings/photos', file, type, options);
  if (result.ok) return { ok: true, photo: result.body.photo };
  if (result.code === 'ABORTED') return null;
  if (result.code === 'ACTION_NOT_ALLOWED') {
    return { ok: false, failure: { kind: 'LIMIT', retryAfter: result.retryAfter ?? null } };
  }
  const reason = SERVER_REASONS.find((known) => known === result.reason);
  return { ok: false, failure: { kind: reason ?? 'FAILED' } };
}
