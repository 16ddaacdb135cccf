import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeading } from './page-heading';

interface UpcomingScreenProps {
  title: string;
  back?: { label: string; to: string };
}

/** A screen whose content is still being built: its heading and a plain statement of that, never fake data. */
export function UpcomingScreen({ title, back }: UpcomingScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} back={back} />
      <EmptyState icon={<IconHourglassEmpty size={28} />} title={title} text={t('pages:soon')} />
    </>
  );
}
