import { Container } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';

/** `/blog`: the public articles. */
export function BlogPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageHeading title={t('pages:blog.title')} description={t('pages:blog.description')} />
      <EmptyState
        icon={<IconNotebook size={28} />}
        title={t('pages:blog.emptyTitle')}
        text={t('pages:blog.emptyText')}
        action={{ label: t('common:nav.openApp'), to: '/app' }}
      />
    </Container>
  );
}
