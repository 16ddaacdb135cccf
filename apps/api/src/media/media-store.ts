import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../platform/config.js';

/** A stored file as it is read back. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  /** Its size in bytes. */
  length: number;
}

/**
 * Where uploaded media live: a folder (`DATA_DIR/media`) or an S3-compatible bucket (several machines). Keys are
 * made by the server (`uploads/<random id>-<width>.<ext>`, `originals/<random id>.<ext>`), never from a file name a
 * client sent; both stores refuse any other shape, so no key can point outside them.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the files; keys that hold nothing are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

/** A folder, then a name of lower-case letters, digits and hyphens with one extension: no `..`, no `/` at the start. */
const KEY = /^(uploads|originals)\/[a-z0-9][a-z0-9-]{0,99}\.(avif|webp|jpg|png)$/;

const TYPES_BY_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * Waits for every one of the operations, then fails with the first failure: nothing is still running when a caller
 * acts on the outcome (a clean-up after a failed write, a listing after a delete).
 */
export async function settleAll(operations: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(operations)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `root` (DATA_DIR/media), which the embedded database's backup takes along. */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    // The type follows from the key's extension, so only the bytes are written. A half-written file is never served:
    // it is written under a temporary name and renamed into place.
    const path = join(this.root, checkedKey(key));
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(join(this.root, key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return { body: handle.createReadStream(), contentType: TYPES_BY_EXTENSION[extension], length: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await settleAll(
      keys.map(async (key) => {
        try {
          await rm(join(this.root, checkedKey(key)));
        } catch (error) {
          // Nothing there, or a file where its folder would be: either way the key holds nothing.
          const { code } = error as NodeJS.ErrnoException;
          if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
        }
      }),
    );
  }

  close(): void {}
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2, Hetzner, …). */
export class S3MediaStore implements MediaStore {
  /** The AWS SDK (~0.25 s to load) and its client, loaded when a bucket is configured, not at every start. */
  private readonly sdk: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }>;
  private readonly bucket: string;

  constructor(config: MediaS3Config) {
    this.bucket = config.bucket;
    this.sdk = import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        // Without keys in the configuration the SDK's own chain applies (AWS_* variables, an instance role).
        credentials: config.credentials,
        // Checksums only where S3 requires them: many S3-compatible stores do not know the newer checksum headers the
        // SDK would send with every request by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { s3, client } = await this.sdk;
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
        // A key never gets other content (a new upload gets a new key), for whoever serves the bucket directly.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    const { s3, client } = await this.sdk;
    try {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error('the S3 store answered without a body or its length');
      }
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per key: multi-object delete is missing from some S3-compatible stores (Google Cloud Storage's),
    // and an image has at most a dozen files.
    const { s3, client } = await this.sdk;
    await settleAll(
      keys.map((key) => client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))),
    );
  }

  close(): void {
    void this.sdk.then(({ client }) => client.destroy());
  }
}

/** The store the configuration names: the bucket when MEDIA_S3_BUCKET is set, DATA_DIR/media otherwise. */
export function createMediaStore(config: { dataDir: string; mediaS3: MediaS3Config | undefined }): MediaStore {
  return config.mediaS3 ? new S3MediaStore(config.mediaS3) : new LocalMediaStore(join(config.dataDir, 'media'));
}
