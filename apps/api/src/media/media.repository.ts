import type { Database } from '../db/client.js';
import { images, type StoredImageVariant } from '../db/schema.js';

/** Records an uploaded picture and its stored renditions; its description is set later by whoever uses it. */
export async function insertImage(
  db: Database,
  image: {
    id: string;
    url: string;
    width: number;
    height: number;
    variants: StoredImageVariant[];
    /** Null when the upload itself was not kept (a hiker's photo). */
    originalKey: string | null;
    uploadedById: string;
  },
): Promise<void> {
  await db.insert(images).values({ ...image, alt: '' });
}
