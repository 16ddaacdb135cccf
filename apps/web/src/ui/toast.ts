import { notifications } from '@mantine/notifications';

/** Spec §9: toasts close after 5 s unless the caller says otherwise. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type ToastKind = 'info' | 'success' | 'error';

const COLORS: Record<ToastKind, string> = { info: 'forest', success: 'forest', error: 'red' };

/** Shows a toast; texts must already be translated. */
export function showToast(kind: ToastKind, message: string, title?: string): void {
  notifications.show({
    color: COLORS[kind],
    title,
    message,
    autoClose: TOAST_AUTO_CLOSE_MS,
  });
}
