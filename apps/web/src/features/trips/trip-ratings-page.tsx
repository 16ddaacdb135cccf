import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen';

/** `/app/trips/:tripId/ratings`: every rating of a trip. */
export function TripRatingsPage({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('pages:trip.ratingsTitle')}
      back={{ label: t('pages:trip.back'), to: `/app/trips/${encodeURIComponent(tripId)}` }}
    />
  );
}
