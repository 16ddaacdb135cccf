import { Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Spec §9: toasts close after 5 s unless the caller says otherwise. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';

const COLORS: Record<ToastKind, string> = { info: 'forest', success: 'forest', error: 'red' };

export interface ToastLink {
  label: string;
  href: string;
  /** Runs instead of the browser's navigation to `href`, once the toast is closed. */
  onClick(): void;
}

export interface Toast {
  kind: ToastKind;
  /** Already translated, as every text here. */
  message: string;
  title?: string;
  /** The close button's accessible name: Mantine's button is an icon alone. */
  closeLabel: string;
  link?: ToastLink;
}

/** Shows a toast with the caller's texts; it closes by itself after 5 s. */
export function openToast({ kind, message, title, closeLabel, link }: Toast): void {
  const id = notifications.show({
    color: COLORS[kind],
    title,
    message: link ? (
      <Stack gap={4} align="flex-start">
        <span>{message}</span>
        <Anchor
          href={link.href}
          size="sm"
          fw={600}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            link.onClick();
          }}
        >
          {link.label}
        </Anchor>
      </Stack>
    ) : (
      message
    ),
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': closeLabel },
  });
}
