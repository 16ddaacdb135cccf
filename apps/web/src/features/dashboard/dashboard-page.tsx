import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';

/** `/app/dashboard`: the news wall. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages:dashboard.title')} description={t('pages:dashboard.description')} />
      <EmptyState
        icon={<IconNews size={28} />}
        title={t('pages:dashboard.emptyTitle')}
        text={t('pages:dashboard.emptyText')}
        action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
      />
    </>
  );
}
