import { Badge, Text, UnstyledButton } from '@mantine/core';
import { lazy, useState } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import type { HikerPhotoItemFragment } from '../../generated/graphql';
import { formatDateTime } from '../../ui/format/date-time';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LazyDialog } from '../../ui/lazy-dialog';
import { Picture } from '../../ui/picture';
import classes from './photo-thumbnails.module.css';

registerTripDetailTexts();

// The gallery is downloaded when someone first opens a photo.
const TripPhotoGallery = lazy(() =>
  import('./trip-photo-gallery').then((module) => ({ default: module.TripPhotoGallery })),
);

interface PhotoThumbnailsProps {
  photos: readonly HikerPhotoItemFragment[];
  /** Names the list for a screen reader ("Photos with the rating by Jana N."). */
  label: string;
  /** The strip's larger thumbnails in one scrolling row, or a rating's small ones that wrap. */
  variant: 'strip' | 'rating';
  /** Photos only their author sees, hidden by a decision: marked, and left out of the gallery. */
  hiddenIds?: ReadonlySet<string>;
}

/** The layout's width of one thumbnail, for the browser to pick the smallest rendition. */
const SIZES = { strip: '176px', rating: '88px' } as const;

/** Hikers' photos as thumbnails; each opens the gallery at itself, and focus comes back to it when it closes. */
export function PhotoThumbnails({ photos, label, variant, hiddenIds }: PhotoThumbnailsProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [index, setIndex] = useState(0);
  const shown = hiddenIds ? photos.filter((photo) => !hiddenIds.has(photo._id)) : photos;
  const date = (photo: HikerPhotoItemFragment) => formatDateTime(photo.createdAt, i18n.language);
  const name = (photo: HikerPhotoItemFragment) => {
    const by = t('trips:hikerPhotos.by', { name: photo.user.shortname, date: date(photo) });
    return photo.caption ? `${photo.caption} (${by})` : by;
  };

  return (
    <>
      {/* A scrolling row must be reachable by keyboard; its buttons are, and Tab scrolls them into view. */}
      <ul aria-label={label} className={classes[variant]}>
        {photos.map((photo) => {
          const hidden = hiddenIds?.has(photo._id) ?? false;
          const picture = (
            <Picture image={photo.image} sizes={SIZES[variant]} alt={name(photo)} className={classes.image} />
          );
          return (
            <li key={photo._id} className={classes.item}>
              {hidden ? (
                <div className={classes.hidden}>
                  {picture}
                  <Badge size="xs" color="gray" className={classes.badge}>
                    {t('trips:photos.hiddenBadge')}
                  </Badge>
                </div>
              ) : (
                <UnstyledButton
                  className={classes.button}
                  onClick={() => {
                    setIndex(shown.indexOf(photo));
                    setOpened(true);
                  }}
                >
                  {picture}
                </UnstyledButton>
              )}
              {variant === 'strip' && (
                // Said already in the thumbnail's name; shown for the eye.
                <Text size="xs" c="gray.7" mt={4} aria-hidden className={classes.credit}>
                  <span className={classes.name}>{photo.user.shortname}</span>
                  <br />
                  {date(photo)}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      <LazyDialog opened={opened}>
        <TripPhotoGallery
          photos={shown}
          index={index}
          onIndexChange={setIndex}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      </LazyDialog>
    </>
  );
}
