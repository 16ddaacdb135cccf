import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/support/local-s3.js';
import { createMediaStore, isMediaKey, LocalMediaStore, type MediaStore, S3MediaStore } from './media-store.js';

describe('media keys', () => {
  it('are made by the server: a folder, a plain name and a picture extension', () => {
    expect(isMediaKey('uploads/0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10-960.avif')).toBe(true);
    expect(isMediaKey('originals/0b6f1c9e-6f2d-4c55-9a38-2f1c7a8e9d10.jpg')).toBe(true);
    for (const key of [
      '../jwt-secret',
      'uploads/../../jwt-secret.jpg',
      'uploads/..%2f..%2fjwt-secret.jpg',
      '/etc/passwd.jpg',
      'uploads/a/b.jpg',
      'uploads/Photo.JPG',
      'uploads/a.svg',
      'uploads/a.html',
      'db/PG_VERSION.png',
      'uploads/.jpg',
    ]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});

/** What every store must do, against a folder and against an S3 bucket. */
function storeContract(name: string, open: () => { store: MediaStore; files: () => Promise<string[]> }) {
  describe(name, () => {
    let store: MediaStore;
    let files: () => Promise<string[]>;
    beforeAll(() => {
      ({ store, files } = open());
    });
    afterAll(() => store.close());

    it('puts, gets and deletes files under their keys', async () => {
      await store.put('uploads/kozakov-480.webp', Buffer.from('webp bytes'), 'image/webp');
      await store.put('originals/kozakov.jpg', Buffer.from('original bytes'), 'image/jpeg');
      expect(await files()).toEqual(['originals/kozakov.jpg', 'uploads/kozakov-480.webp']);

      const got = await store.get('uploads/kozakov-480.webp');
      if (!got) throw new Error('the file is not there');
      expect(got.contentType).toBe('image/webp');
      expect(got.length).toBe(10);
      expect(await text(got.body)).toBe('webp bytes');

      await store.delete(['uploads/kozakov-480.webp', 'originals/kozakov.jpg', 'uploads/never-stored-960.avif']);
      expect(await files()).toEqual([]);
      expect(await store.get('uploads/kozakov-480.webp')).toBeNull();
    });

    it('answers null for a key that holds nothing or is not a media key, and refuses to write one', async () => {
      expect(await store.get('uploads/nothing-here-480.jpg')).toBeNull();
      expect(await store.get('../jwt-secret')).toBeNull();
      await expect(store.put('uploads/../../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /not a media key/,
      );
      await expect(store.delete(['../jwt-secret'])).rejects.toThrow(/not a media key/);
      expect(await files()).toEqual([]);
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'toulky-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

storeContract('the local store (DATA_DIR/media)', () => {
  const store = createMediaStore({ dataDir, mediaS3: undefined });
  expect(store).toBeInstanceOf(LocalMediaStore);
  return { store, files: async () => filesUnder(join(dataDir, 'media')) };
});

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

storeContract('the S3 store (a local S3-protocol server)', () => {
  const store = createMediaStore({ dataDir, mediaS3: s3.config });
  expect(store).toBeInstanceOf(S3MediaStore);
  return { store, files: () => s3.keys() };
});

describe('the S3 store', () => {
  it('fails loudly when the bucket refuses a write', async () => {
    const store = new S3MediaStore(s3.config);
    s3.refuse(({ method }) => method === 'PUT');
    try {
      await expect(store.put('uploads/refused-480.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
      expect(await s3.keys()).toEqual([]);
    } finally {
      s3.refuse(undefined);
      store.close();
    }
  });
});
