import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { TranslatorProvider } from '../ui/i18n/use-translation';
import { TOAST_AUTO_CLOSE_MS } from '../ui/toast';
import { CookieConsent } from './consent/cookie-consent';
import { i18n } from './i18n/i18n';
import { apolloClient } from './services';
import { theme } from './theme';
import { VersionNotice } from './version/version-notice';

// The toasts' container (toasts-container.ts) is downloaded with the first toast.
const Notifications = lazy(() => import('./toasts-container').then((module) => ({ default: module.Notifications })));

/**
 * The toasts, mounted when the first one is shown and kept from then on. Mounting them with the first screen cost a
 * long task in it: their portals update state in a layout effect, which makes React render again at once and run
 * all of the first screen's effects in the same task. A toast waits in Mantine's store until they are mounted.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" />
    </Suspense>
  ) : null;
}

/** Everything the screens rely on: translations, the data client, the theme and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <TranslatorProvider translator={i18n}>
      <ApolloProvider client={apolloClient}>
        {/* The theme's CSS variables are a stylesheet of the build (virtual:theme.css, app/theme-css.ts). */}
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          <Toasts />
          <VersionNotice />
          <CookieConsent />
          {children}
        </MantineProvider>
      </ApolloProvider>
    </TranslatorProvider>
  );
}
