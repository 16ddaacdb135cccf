import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from './i18n/use-translation';
import { useOnline } from './use-online';

interface LoadFailureProps {
  /** What could not be loaded, said when online: "The wall could not be loaded." */
  title: string;
  retryLabel: string;
  onRetry(): void;
  style?: CSSProperties;
}

/**
 * A screen's data that could not be loaded. Online: the failure and a way to try again. Offline: kindly that this
 * needs a connection, with the way to the trips saved for offline; it tries again by itself once the connection is
 * back.
 */
export function LoadFailure({ title, retryLabel, onRetry, style }: LoadFailureProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (online) return;
    const again = () => retry.current();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [online]);
  return (
    <Alert
      color={online ? 'red' : 'gray'}
      variant="light"
      icon={online ? undefined : <IconCloudOff size={20} aria-hidden />}
      title={online ? title : t('common:needsConnection.title')}
      style={style}
    >
      {!online && (
        <Text size="sm" mb="xs">
          {t('common:needsConnection.text')}
        </Text>
      )}
      <Group gap="md">
        <Button size="xs" variant="white" onClick={onRetry}>
          {retryLabel}
        </Button>
        {!online && (
          <Anchor component={Link} to="/app/profile/saved" size="sm" fw={600}>
            {t('common:needsConnection.saved')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
