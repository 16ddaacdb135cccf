import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { RATING_TEXT_MAX_LENGTH, ratingScoreField, ratingTextField } from '../../ui/forms/fields';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { rateTripMutation } from './graphql/trip-detail.queries';
import { StarRatingInput } from './star-rating-input';

const ratingSchema = z.object({ score: ratingScoreField, text: ratingTextField });
type RatingValues = z.input<typeof ratingSchema>;

interface RatingDialogProps {
  tripId: string;
  opened: boolean;
  /** The viewer's current rating, to change. */
  current?: { score: number; text: string } | null;
  onClose(): void;
  onSaved(): void;
}

/** Spec §2 "Trip rating": 1–5 stars and a comment; a user who has rated sees and changes their rating. */
export function RatingDialog({ tripId, opened, current, onClose, onSaved }: RatingDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [failed, setFailed] = useState(false);
  const [rate] = useMutation(rateTripMutation);
  const form = useForm<RatingValues>({
    resolver: zodResolver(ratingSchema),
    values: { score: current?.score ?? 0, text: current?.text ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('text');

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await rate({ variables: { id: tripId, input: values } });
      showToast('success', t('trips:rating.saved'));
      form.reset(values);
      onSaved();
    } catch (error) {
      const unmatched = applyServerFieldErrors(serverFieldErrors(error), form.setError, ['score', 'text']);
      if (unmatched.length > 0 || serverFieldErrors(error).length === 0) {
        setFailed(true);
        showToast('error', t('trips:rating.failed'));
      }
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={current ? t('trips:rating.changeTitle') : t('trips:rating.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {t('trips:rating.failed')}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
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
