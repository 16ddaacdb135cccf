import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen';

interface TripDetailPageProps {
  tripId: string;
  /** The list this trip was opened from. */
  backTo: string;
}

/** `/app/trips/:tripId`, also under favourite and finished trips. */
export function TripDetailPage({ backTo }: TripDetailPageProps) {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('pages:trip.title')} back={{ label: t('pages:trip.back'), to: backTo }} />;
}
