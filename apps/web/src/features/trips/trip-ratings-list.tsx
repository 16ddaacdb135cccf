import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { useSession } from '../../app/session/use-session';
import type {
  HikerPhotoItemFragment,
  MyRatingModerationFragment,
  TripRatingItemFragment,
} from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { Picture } from '../../ui/picture';
import { Stars } from '../../ui/stars';
import { HiddenRatingNotice } from './hidden-rating-notice';
import { PhotoThumbnails } from './photo-thumbnails';
import classes from './trip-ratings-list.module.css';

registerTripDetailTexts();

// The report dialog (its form and validation code) is downloaded when someone first reports a rating.
const ReportRatingDialog = lazy(() =>
  import('./report-rating-dialog').then((module) => ({ default: module.ReportRatingDialog })),
);

/** A rating's photo; the author's own comes with its moderation. */
type ListedPhoto = HikerPhotoItemFragment & { moderation?: MyRatingModerationFragment | null };

/** A rating as listed; a copy saved for offline before ratings had photos has none. */
type ListedRating = Omit<TripRatingItemFragment, 'photos'> & { photos?: readonly ListedPhoto[] };

interface TripRatingsListProps {
  ratings: readonly ListedRating[];
  /** The author appealed against hiding one of their photos: reload its moderation. */
  onAppealed?(): void;
}

/**
 * Ratings as a list: initials, name, date, stars, text and photos; each rating by someone else can be reported. A
 * photo of the viewer's own that a decision hid is marked, with the decision and the appeal under the photos.
 */
export function TripRatingsList({ ratings, onAppealed = () => {} }: TripRatingsListProps) {
  const { t, i18n } = useTranslation();
  const viewerId = useSession().user?._id;
  const [reported, setReported] = useState<ListedRating | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {ratings.map((rating) => {
          const photos = rating.photos ?? [];
          // Hidden photos reach only their author: marked in every list, with the decision where it was asked for.
          const hidden = photos.filter((photo) => photo.hidden);
          return (
            <Paper component="li" key={rating._id} withBorder radius="md" p="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar color="forest" radius="xl" aria-hidden>
                  {rating.user.initials}
                </Avatar>
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{rating.user.shortname}</Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={String(rating.createdAt)}>
                      {formatDateTime(rating.createdAt, i18n.language)}
                    </Text>
                  </Group>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div role="img" aria-label={t('trips:ratings.stars', { value: rating.score })}>
                      <Stars value={rating.score} />
                    </div>
                    {viewerId && rating.user._id !== viewerId && (
                      <Button
                        variant="subtle"
                        color="gray"
                        c="gray.7"
                        size="compact-sm"
                        leftSection={<IconFlag size={14} aria-hidden />}
                        aria-label={t('trips:report.buttonFor', { name: rating.user.shortname })}
                        onClick={() => {
                          setReported(rating);
                          setReporting(true);
                        }}
                      >
                        {t('trips:report.button')}
                      </Button>
                    )}
                  </Group>
                  {rating.text && (
                    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {rating.text}
                    </Text>
                  )}
                  {photos.length > 0 && (
                    <PhotoThumbnails
                      photos={photos}
                      label={t('trips:photos.onRating', { name: rating.user.shortname })}
                      variant="rating"
                      hiddenIds={hidden.length > 0 ? new Set(hidden.map((photo) => photo._id)) : undefined}
                    />
                  )}
                  {hidden.map(
                    (photo) =>
                      photo.moderation && (
                        <HiddenRatingNotice
                          key={photo._id}
                          kind="photo"
                          moderation={photo.moderation}
                          onAppealed={onAppealed}
                          preview={
                            <Picture
                              image={photo.image}
                              sizes="64px"
                              alt={photo.caption || t('trips:photos.photo', { index: photos.indexOf(photo) + 1 })}
                              className={classes.hiddenPhoto}
                              radius="sm"
                            />
                          }
                        />
                      ),
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <LazyDialog opened={reporting}>
        <ReportRatingDialog rating={reported} opened={reporting} onClose={() => setReporting(false)} />
      </LazyDialog>
    </>
  );
}
