import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { usePublicPath } from '../../app/i18n/use-public-path';
import { useTranslation } from '../../ui/i18n/use-translation';
import { usePageTitle } from '../../ui/page-title';

/** Any unknown path: says so and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const publicHref = usePublicPath();
  usePageTitle(t('common:notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <IconMapOff size={56} stroke={1.5} color="var(--mantine-color-forest-8)" aria-hidden />
        <Title order={1}>{t('common:notFound.title')}</Title>
        <Text c="dimmed">{t('common:notFound.text')}</Text>
        <Button component="a" href={publicHref('/')}>
          {t('common:notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
