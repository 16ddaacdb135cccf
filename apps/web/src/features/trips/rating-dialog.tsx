import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { RATING_TEXT_MAX_LENGTH, ratingScoreField, ratingTextField } from '../../ui/forms/fields';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { rateTripMutation } from './graphql/trip-detail.queries';
import { HikerPhotosField } from './hiker-photos-field';
import { StarRatingInput } from './star-rating-input';
import { type SavedPhoto, useHikerPhotos } from './use-hiker-photos';

registerTripDetailTexts();
registerValidationTexts();

const ratingSchema = z.object({ score: ratingScoreField, text: ratingTextField });
type RatingValues = z.input<typeof ratingSchema>;

interface RatingDialogProps {
  tripId: string;
  opened: boolean;
  /** The viewer's current rating, to change, with its photos. */
  current?: { score: number; text: string; photos?: readonly SavedPhoto[] } | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Spec §2 "Trip rating": 1–5 stars, a comment and up to 5 photos with captions (issue 32); a user who has rated sees
 * and changes their rating. Photos upload as soon as they are chosen, so a failed one costs nothing typed.
 */
export function RatingDialog({ tripId, opened, current, onClose, onSaved }: RatingDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failed, setFailed] = useState<'rating' | 'photos' | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [rate] = useMutation(rateTripMutation);
  const currentPhotos = current?.photos ?? [];
  const photos = useHikerPhotos(currentPhotos);
  const { reset: resetPhotos } = photos;
  // Each opening starts from the rating's photos as saved (the dialog stays mounted between openings).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets; a refetch while open must not.
  useEffect(() => {
    if (opened) resetPhotos(current?.photos ?? []);
  }, [opened, resetPhotos]);
  const form = useForm<RatingValues>({
    resolver: zodResolver(ratingSchema),
    values: { score: current?.score ?? 0, text: current?.text ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('text');

  const uploading = photos.photos.some((photo) => photo.state === 'uploading');
  if (waiting && !uploading) setWaiting(false);

  const close = () => {
    setWaiting(false);
    resetPhotos(currentPhotos);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    if (uploading) {
      setWaiting(true);
      return;
    }
    const ready = photos.photos.filter((photo) => photo.state === 'ready' && photo.id);
    // Absent leaves a rating's photos as they are: a rating that never had any is sent as before.
    const photosInput =
      ready.length > 0 || currentPhotos.length > 0
        ? { photos: ready.map((photo) => ({ id: photo.id as string, caption: photo.caption.trim() || null })) }
        : {};
    try {
      // The "From hikers" strip, when it is on the page, shows the photos just saved.
      await rate({
        variables: { id: tripId, input: { ...values, ...photosInput } },
        refetchQueries: ['TripHikerPhotos'],
      });
      showToast('success', t('trips:rating.saved'));
      form.reset(values);
      photos.saved();
      onSaved();
    } catch (error) {
      const unmatched = applyServerFieldErrors(serverFieldErrors(error), form.setError, ['score', 'text']);
      if (unmatched.length > 0 || serverFieldErrors(error).length === 0) {
        setFailed(unmatched.some((field) => field.field.endsWith('photos')) ? 'photos' : 'rating');
        showToast('error', t('trips:rating.failed'));
      }
    }
  });

  return (
    <Dialog opened={opened} onClose={close} title={current ? t('trips:rating.changeTitle') : t('trips:rating.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {failed === 'photos' ? t('trips:photos.saveRefused') : t('trips:rating.failed')}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="score"
            render={({ field }) => (
              <StarRatingInput
                label={t('trips:rating.stars')}
                value={field.value}
                onChange={field.onChange}
                starLabel={(value) => t('trips:ratings.stars', { value })}
                error={translate(errors.score?.message)}
                inputRef={field.ref}
              />
            )}
          />
          <Textarea
            label={t('trips:rating.text')}
            description={`${t('trips:rating.textHint')} ${text.length}/${RATING_TEXT_MAX_LENGTH}`}
            autosize
            minRows={3}
            maxRows={8}
            error={translate(errors.text?.message)}
            {...form.register('text')}
          />
          <HikerPhotosField
            photos={photos.photos}
            refused={photos.refused}
            onAdd={(files) => void photos.add(files)}
            onRemove={photos.remove}
            onCaption={photos.setCaption}
            waitMessage={waiting ? t('trips:photos.stillUploading') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('trips:rating.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('trips:rating.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
