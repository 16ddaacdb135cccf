import { Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../app/i18n/i18n';
import { navigateTo } from '../app/navigation';

/** Spec §9: toasts close after 5 s unless the caller says otherwise. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type ToastKind = 'info' | 'success' | 'error';

const COLORS: Record<ToastKind, string> = { info: 'forest', success: 'forest', error: 'red' };

/**
 * Shows a toast; texts must already be translated. An optional link leads to an in-app path. A failure while offline
 * is headed by what most likely caused it: it needs a connection.
 */
export function showToast(kind: ToastKind, message: string, link?: { label: string; to: string }): void {
  const id = notifications.show({
    color: COLORS[kind],
    title: kind === 'error' && !navigator.onLine ? i18n.t('common:needsConnection.title') : undefined,
    message: link ? (
      <Stack gap={4} align="flex-start">
        <span>{message}</span>
        <Anchor
          href={link.to}
          size="sm"
          fw={600}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            void navigateTo(link.to);
          }}
        >
          {link.label}
        </Anchor>
      </Stack>
    ) : (
      message
    ),
    autoClose: TOAST_AUTO_CLOSE_MS,
    // Mantine's close button is an icon alone: it needs a name for screen readers.
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
