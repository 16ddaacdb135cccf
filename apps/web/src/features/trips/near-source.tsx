import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { NearPosition } from '../../ui/near-distance';

/** Says where a list measured from the person's position is measured from, or why it cannot be. */
export function NearSource({ position }: { position: NearPosition }) {
  const { t } = useTranslation();
  switch (position.status) {
    case 'off':
      return null;
    case 'locating':
      return (
        <Group gap="xs" mb="sm" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('trail:near.locating')}</Text>
        </Group>
      );
    case 'device':
    case 'city':
      return (
        <Group gap={6} mb="sm" wrap="nowrap" align="flex-start">
          <IconCurrentLocation size={18} aria-hidden />
          <Text size="sm">
            {position.status === 'device'
              ? t('trail:near.fromDevice')
              : t('trail:near.fromCity', { city: position.city })}
          </Text>
        </Group>
      );
    case 'unavailable':
      return (
        <Alert color="blue" variant="light" mb="md" title={t('trail:near.unavailableTitle')}>
          <Text size="sm" mb="xs">
            {t('trail:near.unavailableText')}
          </Text>
          <Button component={Link} to="/app/profile/settings" size="xs" variant="white">
            {t('trail:near.settings')}
          </Button>
        </Alert>
      );
  }
}
