import { useQuery } from '@apollo/client/react';
import { Title } from '@mantine/core';
import { useId } from 'react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { useTranslation } from '../../ui/i18n/use-translation';
import { tripHikerPhotosQuery } from './graphql/hiker-photos.queries';
import { PhotoThumbnails } from './photo-thumbnails';

registerTripDetailTexts();

/**
 * "From hikers": the latest photos on the trip's ratings, in a row that opens the gallery. Its own query, its own
 * chunk, under the first screen, so the trip is painted without waiting for it; nothing at all while it loads or when
 * nobody has added a photo.
 */
export function HikerPhotos({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useQuery(tripHikerPhotosQuery, {
    variables: { id: tripId },
    fetchPolicy: 'cache-and-network',
  });
  const photos = data?.publishedTrip?.hikerPhotos.edges ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="sm">
        {t('trips:hikerPhotos.title')}
      </Title>
      <PhotoThumbnails photos={photos} label={t('trips:hikerPhotos.title')} variant="strip" />
    </section>
  );
}
