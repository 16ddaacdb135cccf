import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { Picture } from '../../ui/picture';
import {
  HIKER_PHOTO_ACCEPT,
  HIKER_PHOTO_CAPTION_MAX_LENGTH,
  HIKER_PHOTOS_MAX,
  type PhotoFailure,
} from './hiker-photo-upload';
import classes from './hiker-photos-field.module.css';
import type { DialogPhoto, RefusedFile } from './use-hiker-photos';

registerTripDetailTexts();

interface HikerPhotosFieldProps {
  photos: readonly DialogPhoto[];
  refused: readonly RefusedFile[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  onCaption(key: string, caption: string): void;
  /** Said when saving was tried while photos were still uploading. */
  waitMessage?: string;
}

/** A refusal in words: what was wrong with which file, and for the daily limit when more can be added. */
function useFailureText() {
  const { t } = useTranslation();
  return (name: string, failure: PhotoFailure | RefusedFile['failure']) => {
    if (failure.kind !== 'LIMIT') return t(`trips:photos.refused.${failure.kind}`, { name });
    const seconds = failure.retryAfter;
    if (!seconds) return t('trips:photos.limitLater');
    return seconds >= 3600
      ? t('trips:photos.limitHours', { count: Math.ceil(seconds / 3600) })
      : t('trips:photos.limitMinutes', { count: Math.max(1, Math.ceil(seconds / 60)) });
  };
}

/** The photos' part of the rating dialog: up to 5, each uploaded at once with progress, with a caption or removed. */
export function HikerPhotosField({ photos, refused, onAdd, onRemove, onCaption, waitMessage }: HikerPhotosFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const failureText = useFailureText();
  const resetInput = useRef<() => void>(null);
  const counted = photos.filter((photo) => photo.state !== 'failed').length;
  const full = counted >= HIKER_PHOTOS_MAX;
  const announcement = useUploadAnnouncement(photos);

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Group justify="space-between" gap="xs">
        <Text id={labelId} className={classes.label}>
          {t('trips:photos.label')}
        </Text>
        <Text size="xs" c="gray.7">
          {t('trips:photos.count', { count: counted, max: HIKER_PHOTOS_MAX })}
        </Text>
      </Group>
      <Text id={hintId} size="xs" c="gray.7" mt={-6}>
        {full ? t('trips:photos.full') : t('trips:photos.hint')}
      </Text>

      {refused.length > 0 && (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Stack gap={2}>
            {refused.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name.
              <Text key={index} size="sm">
                {failureText(file.name, file.failure)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      {photos.length > 0 && (
        <Stack component="ol" gap="xs" p={0} m={0} className={classes.list}>
          {photos.map((photo, index) => (
            <Paper component="li" key={photo.key} withBorder radius="md" p="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {photo.preview ? (
                  <Picture
                    image={photo.preview}
                    sizes="72px"
                    alt={t('trips:photos.photo', { index: index + 1 })}
                    className={classes.thumbnail}
                    radius="sm"
                  />
                ) : (
                  <div className={classes.thumbnail} />
                )}
                <Stack gap={6} className={classes.body}>
                  {photo.state === 'uploading' && (
                    <>
                      <Text size="sm" truncate="end">
                        {photo.name}
                      </Text>
                      <Group gap="xs" wrap="nowrap">
                        <Progress.Root size="md" className={classes.progress}>
                          <Progress.Section
                            value={Math.round(photo.progress * 100)}
                            aria-label={t('trips:photos.uploading', { index: index + 1 })}
                          />
                        </Progress.Root>
                        <Text size="xs" c="gray.7" aria-hidden className={classes.percent}>
                          {Math.round(photo.progress * 100)} %
                        </Text>
                      </Group>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        color="gray"
                        c="gray.7"
                        className={classes.action}
                        aria-label={t('trips:photos.cancelFor', { index: index + 1 })}
                        onClick={() => onRemove(photo.key)}
                      >
                        {t('trips:photos.cancel')}
                      </Button>
                    </>
                  )}
                  {photo.state === 'failed' && photo.failure && (
                    <>
                      <Text size="sm" c="red.8" role="alert">
                        {failureText(photo.name, photo.failure)}
                      </Text>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        color="gray"
                        c="gray.7"
                        className={classes.action}
                        aria-label={t('trips:photos.removeFor', { index: index + 1 })}
                        onClick={() => onRemove(photo.key)}
                      >
                        {t('trips:photos.remove')}
                      </Button>
                    </>
                  )}
                  {photo.state === 'ready' && (
                    <>
                      <TextInput
                        size="sm"
                        label={t('trips:photos.caption', { index: index + 1 })}
                        description={`${t('trips:photos.captionHint')} ${photo.caption.length}/${HIKER_PHOTO_CAPTION_MAX_LENGTH}`}
                        maxLength={HIKER_PHOTO_CAPTION_MAX_LENGTH}
                        value={photo.caption}
                        onChange={(event) => onCaption(photo.key, event.currentTarget.value)}
                      />
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        color="gray"
                        c="gray.7"
                        className={classes.action}
                        aria-label={t('trips:photos.removeFor', { index: index + 1 })}
                        onClick={() => onRemove(photo.key)}
                      >
                        {t('trips:photos.remove')}
                      </Button>
                    </>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      {waitMessage && (
        <Text size="sm" c="red.8" role="alert">
          {waitMessage}
        </Text>
      )}

      <FileButton
        multiple
        accept={HIKER_PHOTO_ACCEPT}
        resetRef={resetInput}
        disabled={full}
        inputProps={{ 'aria-label': t('trips:photos.add') }}
        onChange={(files) => {
          onAdd(files);
          resetInput.current?.();
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            disabled={full}
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            className={classes.action}
            aria-describedby={hintId}
          >
            {t('trips:photos.add')}
          </Button>
        )}
      </FileButton>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** "Photo 2 uploaded." for a screen reader, each time an upload finishes (its bar is gone then). */
function useUploadAnnouncement(photos: readonly DialogPhoto[]) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const states = useRef(new Map<string, DialogPhoto['state']>());
  useEffect(() => {
    photos.forEach((photo, index) => {
      if (states.current.get(photo.key) === 'uploading' && photo.state === 'ready') {
        setAnnouncement(t('trips:photos.uploaded', { index: index + 1 }));
      }
    });
    states.current = new Map(photos.map((photo) => [photo.key, photo.state]));
  }, [photos, t]);
  return announcement;
}
