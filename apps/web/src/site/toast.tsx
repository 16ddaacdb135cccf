import { useEffect } from 'react';
import classes from './site.module.css';
import { useSite } from './site-context';

/** Spec §9: toasts close after 5 s. */
const TOAST_MS = 5000;

export interface SiteToastMessage {
  kind: 'success' | 'error';
  text: string;
}

/** One toast at a time, announced to screen readers, closing by itself after 5 s or with its button. */
export function SiteToast({ toast, onClose }: { toast: SiteToastMessage | null; onClose(): void }) {
  const { texts } = useSite();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={classes.toastRegion} role="status" aria-live="polite">
      {toast && (
        <div className={toast.kind === 'error' ? classes.toastError : classes.toast}>
          <span>{toast.text}</span>
          <button type="button" onClick={onClose} aria-label={texts.toastClose} className={classes.toastClose}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
