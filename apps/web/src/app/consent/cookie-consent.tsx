import { lazy, useEffect, useState } from 'react';
import { LazyDialog } from '../../ui/lazy-dialog';
import { readConsent } from './consent-store';

const OPEN_EVENT = 'toulky:open-cookie-consent';

const CookieConsentDialog = lazy(() =>
  import('./cookie-consent-dialog').then((module) => ({ default: module.CookieConsentDialog })),
);

/** Opens the cookie consent dialog again (e.g. from the footer) to change an earlier choice. */
export function openCookieConsent(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * Shows the cookie consent dialog until a choice is stored, and whenever it is asked for. The dialog's code is
 * downloaded only then, so a returning visitor who has chosen never loads it.
 */
export function CookieConsent() {
  const [opened, setOpened] = useState(() => readConsent() === null);

  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);

  return (
    <LazyDialog opened={opened}>
      <CookieConsentDialog opened={opened} onClose={() => setOpened(false)} />
    </LazyDialog>
  );
}
