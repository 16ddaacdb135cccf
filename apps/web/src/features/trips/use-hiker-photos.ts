import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SourcedImage } from '../../ui/image-sources';
import { discardHikerPhotoMutation } from './graphql/hiker-photos.queries';
import { checkPhotoFile, HIKER_PHOTOS_MAX, type PhotoFailure, uploadHikerPhoto } from './hiker-photo-upload';

/** One photo in the rating dialog, from the moment it is chosen until the rating is saved. */
export interface DialogPhoto {
  /** Stable while it is in the list, whatever its state. */
  key: string;
  /** The file's name, or for a saved photo its caption (the list names photos by their position). */
  name: string;
  /** What the thumbnail shows: the chosen file itself while it uploads, the server's renditions for a saved one. */
  preview: SourcedImage | null;
  state: 'uploading' | 'ready' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The server's id once uploaded. */
  id: string | null;
  /** Uploaded in this dialog and not saved with the rating yet: removing it deletes it on the server. */
  pending: boolean;
  caption: string;
  failure: PhotoFailure | null;
}

/** A photo the rating already has, as the dialog starts with it. */
export interface SavedPhoto {
  _id: string;
  caption: string;
  image: SourcedImage;
}

/** A file refused before it was sent, named in the message. */
export interface RefusedFile {
  name: string;
  failure: PhotoFailure | { kind: 'TOO_MANY' };
}

let keys = 0;
const nextKey = () => `photo-${++keys}`;

const fromSaved = (photo: SavedPhoto): DialogPhoto => ({
  key: photo._id,
  name: photo.caption,
  preview: photo.image,
  state: 'ready',
  progress: 1,
  id: photo._id,
  pending: false,
  caption: photo.caption,
  failure: null,
});

/**
 * The rating dialog's photos: the saved ones it opens with, files chosen and uploaded at once (with progress and
 * Cancel), their captions, and removals. `reset` starts over from the rating's photos, aborting uploads and
 * deleting photos uploaded but never saved; `saved` marks the list as what the rating now has.
 */
export function useHikerPhotos(initial: readonly SavedPhoto[]) {
  const [photos, setPhotos] = useState<DialogPhoto[]>(() => initial.map(fromSaved));
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [discard] = useMutation(discardHikerPhotoMutation);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  const latest = useRef(photos);
  latest.current = photos;

  const update = useCallback((key: string, patch: Partial<DialogPhoto>) => {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));
  }, []);

  const forget = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      const result = await uploadHikerPhoto(file, {
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      });
      uploads.current.delete(key);
      if (!result) return;
      if (result.ok) update(key, { state: 'ready', progress: 1, id: result.photo._id, pending: true });
      else update(key, { state: 'failed', failure: result.failure });
    },
    [update],
  );

  /** Takes chosen files: the first that fit the limit of 5 and pass the checks are uploaded, the rest said why not. */
  const add = useCallback(
    async (files: readonly File[]) => {
      const room = HIKER_PHOTOS_MAX - latest.current.filter((photo) => photo.state !== 'failed').length;
      const refusals: RefusedFile[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const failure = accepted.length >= room ? { kind: 'TOO_MANY' as const } : await checkPhotoFile(file);
        if (failure) refusals.push({ name: file.name, failure });
        else accepted.push(file);
      }
      setRefused(refusals);
      const added = accepted.map((file) => {
        const key = nextKey();
        const url = URL.createObjectURL(file);
        objectUrls.current.set(key, url);
        const photo: DialogPhoto = {
          key,
          name: file.name,
          preview: { url },
          state: 'uploading',
          progress: 0,
          id: null,
          pending: false,
          caption: '',
          failure: null,
        };
        return { photo, file };
      });
      setPhotos((list) => [...list, ...added.map(({ photo }) => photo)]);
      await Promise.all(added.map(({ photo, file }) => upload(photo.key, file)));
    },
    [upload],
  );

  /** Takes a photo off the list: cancels its upload, or deletes it on the server when it was uploaded unsaved. */
  const remove = useCallback(
    (key: string) => {
      const photo = latest.current.find((candidate) => candidate.key === key);
      forget(key);
      if (photo?.pending && photo.id) void discard({ variables: { id: photo.id } }).catch(() => undefined);
      setPhotos((list) => list.filter((candidate) => candidate.key !== key));
    },
    [discard, forget],
  );

  const setCaption = useCallback((key: string, caption: string) => update(key, { caption }), [update]);

  const reset = useCallback(
    (to: readonly SavedPhoto[]) => {
      for (const photo of latest.current) {
        forget(photo.key);
        if (photo.pending && photo.id) void discard({ variables: { id: photo.id } }).catch(() => undefined);
      }
      setRefused([]);
      setPhotos(to.map(fromSaved));
    },
    [discard, forget],
  );

  const saved = useCallback(() => {
    setPhotos((list) => list.filter((photo) => photo.state === 'ready').map((photo) => ({ ...photo, pending: false })));
  }, []);

  // Leaving the page mid-upload: the requests go, and the previews' memory is given back.
  useEffect(() => {
    const urls = objectUrls.current;
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  return { photos, refused, add, remove, setCaption, reset, saved };
}
