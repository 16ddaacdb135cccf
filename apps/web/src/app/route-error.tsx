import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from '../ui/i18n/use-translation';
import { useOnline } from '../ui/use-online';
import { usePublicPath } from './i18n/use-public-path';
import { report } from './reporting';

/**
 * Why a screen could not be shown and what to do. Offline that is most often a screen whose code is not kept for
 * offline use (the map): said kindly, with the way to the trips saved for offline.
 */
function RouteErrorContent() {
  const { t } = useTranslation();
  const publicHref = usePublicPath();
  const error = useRouteError();
  const online = useOnline();
  useEffect(() => {
    if (navigator.onLine) report(error, { where: 'route' });
  }, [error]);
  // Offline, the screen is loaded again as soon as the connection is back.
  useEffect(() => {
    if (online) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [online]);
  return (
    <Stack align="flex-start">
      <Title order={1}>{online ? t('common:routeError.title') : t('common:needsConnection.title')}</Title>
      <Text>{online ? t('common:routeError.text') : t('common:needsConnection.text')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('common:routeError.reload')}</Button>
        {!online && (
          <Button component={Link} to="/app/profile/saved" variant="default">
            {t('common:needsConnection.saved')}
          </Button>
        )}
      </Group>
      <Anchor href={publicHref('/')}>{t('common:notFound.backHome')}</Anchor>
    </Stack>
  );
}

/** Last-resort screen for a route that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteError() {
  return (
    <Container component="main" size="sm" py={64}>
      <RouteErrorContent />
    </Container>
  );
}

/** The same inside the signed-in app's layout, whose navigation (and offline banner) stays around it. */
export function ScreenError() {
  return (
    <Box py="xl" maw={640}>
      <RouteErrorContent />
    </Box>
  );
}
