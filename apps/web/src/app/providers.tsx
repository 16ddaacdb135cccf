import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS } from '../ui/toast';
import { CookieConsent } from './consent/cookie-consent';
import { i18n } from './i18n/i18n';
import { apolloClient } from './services';
import { cssVariablesResolver, theme } from './theme';
import { VersionNotice } from './version/version-notice';

/**
 * The toasts, mounted just after the first screen: mounting their portal updates state in a layout effect, which
 * makes React run all of the first screen's effects at once, in the task that shows it. A toast shown before they
 * mount waits in Mantine's store and appears then.
 */
function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" /> : null;
}

/** Everything the screens rely on: translations, the data client, the theme and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Toasts />
          <VersionNotice />
          <CookieConsent />
          {children}
        </MantineProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
