import { ActionIcon, Button, FileButton, Group, Image, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { showToast } from '../../../app/toast';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { IMAGE_TYPES, uploadImage } from '../editorial/upload';
import classes from './photos-field.module.css';
import type { TripFormValues } from './trip-form-values';

registerValidationTexts();

/** The focal point as a crop would keep it: a click on the photo or the arrow keys move it. */
function FocalPoint({
  url,
  x,
  y,
  label,
  onChange,
}: {
  url: string;
  x: number;
  y: number;
  label: string;
  onChange(point: { x: number; y: number }): void;
}) {
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
  const keys: Record<string, [number, number]> = {
    ArrowLeft: [-0.05, 0],
    ArrowRight: [0.05, 0],
    ArrowUp: [0, -0.05],
    ArrowDown: [0, 0.05],
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keys[event.key];
    if (!step) return;
    event.preventDefault();
    onChange({ x: clamp(x + step[0]), y: clamp(y + step[1]) });
  };
  return (
    <button
      type="button"
      className={classes.focal}
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return;
        onChange({
          x: clamp((event.clientX - box.left) / box.width),
          y: clamp((event.clientY - box.top) / box.height),
        });
      }}
    >
      <Image src={url} alt="" className={classes.thumb} />
      <span
        className={classes.dot}
        ref={(element) => {
          // Placed through the CSSOM: the CSP allows no inline style attributes.
          element?.style.setProperty('left', `${x * 100}%`);
          element?.style.setProperty('top', `${y * 100}%`);
        }}
        aria-hidden
      />
    </button>
  );
}

/**
 * The trip's photos: dropped or chosen (several at once), uploaded one after another (the server makes the AVIF, WebP
 * and JPEG renditions), reordered by dragging or with the arrow buttons, one chosen as the cover, each described
 * (alt text is required) and given a focal point.
 */
export function PhotosField({
  control,
  setValue,
}: {
  control: Control<TripFormValues>;
  setValue: UseFormSetValue<TripFormValues>;
}) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'photos', keyName: 'key' });
  const cover = useWatch({ control, name: 'coverImageId' });
  const [pending, setPending] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState(false);

  const uploadAll = async (files: File[]) => {
    setPending((count) => count + files.length);
    for (const file of files) {
      const result = await uploadImage(file);
      setPending((count) => count - 1);
      if (result.ok) {
        append({ imageId: result.image._id, url: result.image.url, alt: '', altEn: '', focalX: 0.5, focalY: 0.5 });
        if (!cover) setValue('coverImageId', result.image._id, { shouldDirty: true });
        continue;
      }
      const { reason } = result;
      showToast(
        'error',
        t(reason ? `console:tripEditor.photos.errors.${reason}` : 'console:tripEditor.photos.errors.failed', {
          name: file.name,
        }),
      );
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragged !== null) return;
    void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} id="trip-photos-label">
        {t('console:tripEditor.photos.label')}
      </Text>
      <section
        aria-labelledby="trip-photos-label"
        className={over ? `${classes.drop} ${classes.over}` : classes.drop}
        onDragOver={(event) => {
          if (dragged !== null) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Stack gap={6} align="center">
          <IconPhotoPlus size={28} aria-hidden />
          <Text size="sm">{t('console:tripEditor.photos.drop')}</Text>
          <FileButton multiple accept={IMAGE_TYPES.join(',')} onChange={(files) => void uploadAll(files)}>
            {(props) => (
              <Button {...props} variant="default" size="xs">
                {t('console:tripEditor.photos.choose')}
              </Button>
            )}
          </FileButton>
          {pending > 0 && (
            <Text size="sm" aria-live="polite">
              {t('console:tripEditor.photos.uploading', { count: pending })}
            </Text>
          )}
        </Stack>
      </section>
      {fields.length > 0 && (
        <fieldset className={classes.photos}>
          <legend className={classes.legend}>{t('console:tripEditor.photos.coverLegend')}</legend>
          <ol className={classes.list}>
            {fields.map((photo, index) => (
              <li
                key={photo.key}
                className={classes.item}
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null && dragged !== index) move(dragged, index);
                  setDragged(null);
                }}
              >
                <Controller
                  control={control}
                  name={`photos.${index}.focalX`}
                  render={({ field: focalX }) => (
                    <Controller
                      control={control}
                      name={`photos.${index}.focalY`}
                      render={({ field: focalY }) => (
                        <FocalPoint
                          url={photo.url}
                          x={focalX.value}
                          y={focalY.value}
                          label={t('console:tripEditor.photos.focal', { index: index + 1 })}
                          onChange={({ x, y }) => {
                            focalX.onChange(x);
                            focalY.onChange(y);
                          }}
                        />
                      )}
                    />
                  )}
                />
                <Stack gap={6} className={classes.details}>
                  <Controller
                    control={control}
                    name={`photos.${index}.alt`}
                    rules={{ validate: (value) => (value.trim() ? true : validationMessage('REQUIRED')) }}
                    render={({ field, fieldState }) => (
                      <TextInput
                        {...field}
                        label={t('console:tripEditor.photos.alt', { index: index + 1 })}
                        description={t('console:tripEditor.photos.altHint')}
                        error={translate(fieldState.error?.message)}
                        withAsterisk
                        lang="cs"
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`photos.${index}.altEn`}
                    render={({ field, fieldState }) => (
                      <TextInput
                        {...field}
                        label={t('console:tripEditor.photos.altEn', { index: index + 1 })}
                        error={translate(fieldState.error?.message)}
                        lang="en"
                        maxLength={300}
                      />
                    )}
                  />
                  <Group gap="xs">
                    <Radio
                      name="coverImageId"
                      value={photo.imageId}
                      checked={cover === photo.imageId}
                      onChange={() => setValue('coverImageId', photo.imageId, { shouldDirty: true })}
                      label={t('console:tripEditor.photos.cover')}
                    />
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('console:tripEditor.photos.up', { index: index + 1 })}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('console:tripEditor.photos.down', { index: index + 1 })}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red.9"
                      onClick={() => {
                        if (cover === photo.imageId) setValue('coverImageId', null, { shouldDirty: true });
                        remove(index);
                      }}
                      aria-label={t('console:tripEditor.photos.remove', { index: index + 1 })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Stack>
              </li>
            ))}
          </ol>
        </fieldset>
      )}
    </Stack>
  );
}
