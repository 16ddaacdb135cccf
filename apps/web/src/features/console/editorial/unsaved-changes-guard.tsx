import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { useTranslation } from '../../../ui/i18n/use-translation';

/** Asks before leaving with unsaved changes: in the app (the router's blocker) and when closing the tab. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('console:editor.unsaved.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('console:editor.unsaved.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('console:editor.unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('console:editor.unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
