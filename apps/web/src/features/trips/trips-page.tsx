import { IconLayoutList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';

/** `/app/trips`: the trip list with filter and sort. */
export function TripsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages:trips.title')} description={t('pages:trips.description')} />
      <EmptyState
        icon={<IconLayoutList size={28} />}
        title={t('pages:trips.emptyTitle')}
        text={t('pages:trips.emptyText')}
      />
    </>
  );
}
