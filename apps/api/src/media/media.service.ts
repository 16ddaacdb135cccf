import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Transaction } from '../db/client.js';
import type { StoredImageVariant } from '../db/schema.js';
import { authorize } from '../platform/auth/permissions.js';
import type { Config } from '../platform/config.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { CONTENT_TYPES, FILE_EXTENSIONS, type ProcessedImage, processImage } from './image-pipeline.js';
import { insertImage } from './media.repository.js';
import { createMediaStore, type MediaStore, type StoredMedia, settleAll } from './media-store.js';
import { mediaUrl, type PublicVariant, publicVariants } from './media-urls.js';

/** An uploaded picture as the API describes it, the shape of GraphQL's `Image`. */
export interface UploadedImage {
  _id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  variants: PublicVariant[];
}

/** How an upload is kept: with its original (editors' photos, for new renditions later) or without (hikers'). */
export interface KeepOptions {
  /** False keeps the renditions alone: the upload with whatever metadata it carried (GPS) is never written. */
  keepOriginal: boolean;
}

/**
 * A picture whose renditions are written but not yet recorded: its `images` row goes in with `recordImage`, in the
 * transaction of whatever else records the upload, and `discard` deletes its files when that transaction fails.
 */
export interface PreparedImage {
  image: UploadedImage;
  row: Omit<Parameters<typeof insertImage>[1], 'uploadedById'>;
  keys: readonly string[];
}

/** Records a prepared picture's `images` row in the caller's transaction. */
export function recordImage(tx: Transaction, prepared: PreparedImage, uploaderId: string): Promise<void> {
  return insertImage(tx, { ...prepared.row, uploadedById: uploaderId });
}

/** The files of an `images` row, as `forgetImages` answers them for `deleteFiles`. */
export interface ImageFiles {
  variants: readonly StoredImageVariant[];
  originalKey: string | null;
}

export interface MediaDeps {
  /** Opens the transaction that records an editor's upload. */
  work: UnitOfWork;
  config: Pick<Config, 'dataDir' | 'mediaS3'>;
  logger: Logger;
}

/**
 * Uploaded pictures: who may upload them, their renditions (`image-pipeline.ts`), where the files are kept (on disk or
 * in S3, `media-store.ts`) and their `images` row. media/README.md explains the pipeline.
 */
export class MediaService {
  private readonly store: MediaStore;

  constructor(private readonly deps: MediaDeps) {
    this.store = createMediaStore(deps.config);
  }

  /** FORBIDDEN unless the uploader may upload pictures (`media.upload`: every editorial role). */
  checkUploader(uploader: { roles: readonly string[] }): void {
    authorize(uploader, 'media.upload');
  }

  /**
   * An editor's upload: makes the picture's renditions, keeps them with the original and records the `images` row; a
   * file that is no picture we take throws `ImageRejectedError`. Whatever fails leaves no file and no row behind.
   */
  async upload(file: Buffer, uploaderId: string): Promise<UploadedImage> {
    const prepared = await this.prepare(file, { keepOriginal: true });
    try {
      await this.deps.work.run((tx) => recordImage(tx, prepared, uploaderId));
    } catch (error) {
      await this.discard(prepared);
      throw error;
    }
    return prepared.image;
  }

  /**
   * Makes a picture's renditions and writes them (with the original unless `keepOriginal` is false), for the caller to
   * record with `recordImage` in its transaction (or `discard` when that fails); a file that is no picture we take
   * throws `ImageRejectedError`. If a write fails, every file is deleted again.
   */
  async prepare(file: Buffer, options: KeepOptions): Promise<PreparedImage> {
    return this.write(await processImage(file), file, options);
  }

  /** Deletes the files of a prepared picture that will not be recorded; a failure is logged with the keys, not thrown. */
  async discard(prepared: PreparedImage): Promise<void> {
    await this.deleteUpload(prepared.keys);
  }

  /**
   * Deletes the files of images whose rows are gone (their transaction has committed), every key tried even when some
   * fail. It never throws: what it answers for has already happened, so a failure is logged with the keys left behind
   * (an operator removes them) and the answer is false.
   */
  async deleteFiles(images: readonly ImageFiles[]): Promise<boolean> {
    const keys = images.flatMap((image) => [
      ...image.variants.map((variant) => variant.key),
      ...(image.originalKey ? [image.originalKey] : []),
    ]);
    if (!keys.length) return true;
    try {
      await this.store.delete(keys);
      return true;
    } catch (error) {
      this.deps.logger.error({ err: error, keys }, 'could not delete the files of deleted images');
      return false;
    }
  }

  /** A rendition by its file name under `uploads/`; null when there is none (originals are never served). */
  rendition(name: string): Promise<StoredMedia | null> {
    return this.store.get(`uploads/${name}`);
  }

  /** Lets go of the store's connections. */
  close(): void {
    this.store.close();
  }

  /**
   * Writes the original (when kept) and every rendition under new random keys. If anything fails, every key written
   * (or being written) is deleted again, so a failed upload leaves no file behind.
   */
  private async write(processed: ProcessedImage, original: Buffer, options: KeepOptions): Promise<PreparedImage> {
    const id = randomUUID();
    const originalKey = options.keepOriginal ? `originals/${id}.${FILE_EXTENSIONS[processed.source.format]}` : null;
    const variants = processed.variants.map((variant) => ({
      ...variant,
      key: `uploads/${id}-${variant.width}.${FILE_EXTENSIONS[variant.format]}`,
    }));
    const keys = [...(originalKey ? [originalKey] : []), ...variants.map((variant) => variant.key)];
    const prepared = (image: UploadedImage, stored: StoredImageVariant[]): PreparedImage => ({
      image,
      row: { id, url: image.url, width: image.width, height: image.height, variants: stored, originalKey },
      keys,
    });
    try {
      if (originalKey) await this.store.put(originalKey, original, CONTENT_TYPES[processed.source.format]);
      // Every write settles before a failure is acted on, so none can land after the clean-up below.
      await settleAll(
        variants.map((variant) => this.store.put(variant.key, variant.data, CONTENT_TYPES[variant.format])),
      );
      const stored: StoredImageVariant[] = variants.map(({ format, width, height, key, bytes }) => ({
        format,
        width,
        height,
        key,
        bytes,
      }));
      // The pipeline always makes JPEG renditions.
      const fallback = stored.filter((variant) => variant.format === 'jpeg').at(-1) as StoredImageVariant;
      const image: UploadedImage = {
        _id: id,
        url: mediaUrl(fallback.key),
        alt: '',
        width: processed.source.width,
        height: processed.source.height,
        variants: publicVariants(stored),
      };
      return prepared(image, stored);
    } catch (error) {
      await this.deleteUpload(keys);
      throw error;
    }
  }

  private async deleteUpload(keys: readonly string[]): Promise<void> {
    await this.store.delete([...keys]).catch((error: unknown) => {
      this.deps.logger.error({ err: error, keys }, 'could not delete the files of a failed upload');
    });
  }
}
