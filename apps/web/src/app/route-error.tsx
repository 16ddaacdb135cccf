import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { report } from './reporting';

/** Last-resort screen for a route that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    report(error, { where: 'route' });
  }, [error]);
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="flex-start">
        <Title order={1}>{t('common:routeError.title')}</Title>
        <Text>{t('common:routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:routeError.reload')}</Button>
        <Anchor href="/">{t('common:notFound.backHome')}</Anchor>
      </Stack>
    </Container>
  );
}
