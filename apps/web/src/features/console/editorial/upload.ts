import { uploadFile } from '../../../app/auth/upload-file';

// The GPX field (console/trips/gpx-field.tsx) uploads through here too.
export { uploadFile };

/** The pictures the server takes (POST /api/media/images) and their size limit. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const IMAGE_REASONS = ['NOT_AN_IMAGE', 'TOO_LARGE', 'CORRUPT'] as const;

export interface UploadedImage {
  _id: string;
  url: string;
}

/**
 * Uploads one picture; the server stores the original and makes its variants. A file of another type or over 20 MB
 * is refused here already, as the server would; `reason` is absent when the upload failed for another cause.
 */
export async function uploadImage(
  file: File,
): Promise<{ ok: true; image: UploadedImage } | { ok: false; reason?: (typeof IMAGE_REASONS)[number] }> {
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, reason: 'NOT_AN_IMAGE' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const result = await uploadFile<{ image: UploadedImage }>('/api/media/images', file, file.type);
  if (result.ok) return { ok: true, image: result.body.image };
  return { ok: false, reason: IMAGE_REASONS.find((known) => known === result.reason) };
}
