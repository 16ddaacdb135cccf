import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { useSession } from '../../app/session/use-session';
import type { HikerPhotoItemFragment } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { PhotoGalleryDialog } from '../../ui/photo-gallery-dialog';

registerTripDetailTexts();

// The report form is downloaded when someone first reports a photo.
const ReportRatingDialog = lazy(() =>
  import('./report-rating-dialog').then((module) => ({ default: module.ReportRatingDialog })),
);

interface TripPhotoGalleryProps {
  photos: readonly HikerPhotoItemFragment[];
  index: number;
  onIndexChange(index: number): void;
  opened: boolean;
  onClose(): void;
}

/**
 * Hikers' photos in the gallery: each with its caption, the hiker's name and the date, and "Report" on someone else's
 * (EU DSA art. 16). The report dialog opens over the gallery, which keeps its place and takes focus back after it.
 */
export function TripPhotoGallery({ photos, index, onIndexChange, opened, onClose }: TripPhotoGalleryProps) {
  const { t, i18n } = useTranslation();
  const viewerId = useSession().user?._id;
  const [reported, setReported] = useState<HikerPhotoItemFragment | null>(null);
  const [reporting, setReporting] = useState(false);
  const gallery = photos.map((photo) => ({
    ...photo,
    credit: t('trips:gallery.by', {
      name: photo.user.shortname,
      date: formatDateTime(photo.createdAt, i18n.language),
    }),
  }));

  return (
    <>
      <PhotoGalleryDialog
        photos={gallery}
        index={index}
        onIndexChange={onIndexChange}
        opened={opened}
        onClose={onClose}
        closeOnEscape={!reporting}
        labels={{
          title: t('trips:gallery.title'),
          previous: t('trips:gallery.previous'),
          next: t('trips:gallery.next'),
          position: (position, count) => t('trips:gallery.position', { index: position, count }),
          positionLabel: (position, count) => t('trips:gallery.positionLabel', { index: position, count }),
        }}
        actions={(shown) => {
          const photo = photos.find((candidate) => candidate._id === shown._id);
          if (!photo || !viewerId || photo.user._id === viewerId) return null;
          return (
            <Button
              variant="subtle"
              color="gray"
              c="gray.7"
              size="compact-sm"
              leftSection={<IconFlag size={14} aria-hidden />}
              aria-label={t('trips:report.photo.buttonFor', { name: photo.user.shortname })}
              onClick={() => {
                setReported(photo);
                setReporting(true);
              }}
            >
              {t('trips:report.button')}
            </Button>
          );
        }}
      />
      <LazyDialog opened={reporting}>
        <ReportRatingDialog photo={reported} opened={reporting} onClose={() => setReporting(false)} />
      </LazyDialog>
    </>
  );
}
