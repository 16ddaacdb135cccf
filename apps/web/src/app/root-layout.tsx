import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../ui/i18n/use-translation';
import { FirstScreenShown } from './first-screen';
import { trackPageView } from './integrations/integrations';
import classes from './root-layout.module.css';

/** Spec §7: analytics page views are sent by the app, once per screen. */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    // After the screen has set its title.
    const timer = window.setTimeout(() => trackPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}

/** A thin bar at the top while the next screen's code loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('common:loading')} />;
}

/** Shown while the first screen's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader role="progressbar" aria-label={t('common:loading')} />
    </Center>
  );
}

/** The root of every route; its helpers are siblings of the outlet so they never re-render the page. */
export function RootLayout() {
  return (
    <>
      {/* Spec §2: every navigation starts at the top of the page; going back returns to where that page was left. */}
      <ScrollRestoration />
      <PageViews />
      <NavigationProgress />
      <FirstScreenShown />
      <Outlet />
    </>
  );
}
