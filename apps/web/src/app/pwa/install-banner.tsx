import { lazy, Suspense, useEffect, useState } from 'react';
import { type BeforeInstallPromptEvent, isIos, isStandalone, recentlyDismissed } from './install-prompt';

// The banner itself (install-offer.tsx) is downloaded when there is something to offer, which most visits never have.
const InstallOffer = lazy(() => import('./install-offer').then((module) => ({ default: module.InstallOffer })));

/** Offers installing Toulky to the home screen: the browser's prompt where there is one, a hint on iOS. */
export function InstallBanner() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [iosHint, setIosHint] = useState(false);

  useEffect(() => {
    if (isStandalone() || recentlyDismissed()) return;
    if (isIos()) setIosHint(true);
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!deferred && !iosHint) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer
        deferred={deferred}
        onDone={() => {
          setDeferred(null);
          setIosHint(false);
        }}
      />
    </Suspense>
  );
}
