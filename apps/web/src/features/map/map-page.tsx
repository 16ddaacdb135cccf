import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen';

/** `/app/map`: trips on the map. */
export function MapPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('pages:map.title')} />;
}
