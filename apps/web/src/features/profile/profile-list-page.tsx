import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';

interface ProfileListPageProps {
  title: string;
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
}

/** A profile list (favourites, finished, saved articles) with a way back to the profile. */
export function ProfileListPage({ title, emptyTitle, emptyText, icon }: ProfileListPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} back={{ label: t('pages:backToProfile'), to: '/app/profile' }} />
      <EmptyState
        icon={icon}
        title={emptyTitle}
        text={emptyText}
        action={{ label: t('pages:browseTrips'), to: '/app/trips' }}
      />
    </>
  );
}
