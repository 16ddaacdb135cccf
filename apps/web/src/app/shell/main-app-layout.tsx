import { Box, Container, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { QuickSearch, SEARCH_SCREEN, useSearchShortcut } from '../../features/search';
import { useTranslation } from '../../ui/i18n/use-translation';
import { Logo } from '../../ui/logo';
import { InstallBanner } from '../pwa/install-banner';
import { OfflineBanner } from '../pwa/offline-banner';
import { APP_NAV_ITEMS } from './app-nav-items';
import classes from './main-app-layout.module.css';

/** Top navigation, shown from 768 px up. NavLink marks the active item with aria-current="page". */
function TopNav() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('common:nav.main')} visibleFrom="sm">
      <Group gap={4} wrap="nowrap">
        {APP_NAV_ITEMS.map(({ to, labelKey, Icon }) => (
          <NavLink key={to} to={to} className={classes.topLink}>
            <Icon size={20} stroke={1.8} aria-hidden />
            <span>{t(labelKey)}</span>
          </NavLink>
        ))}
      </Group>
    </Box>
  );
}

/** The search screen: an icon on a phone, with its name from 768 px up. */
function SearchLink() {
  const { t } = useTranslation();
  return (
    <NavLink to={SEARCH_SCREEN} className={classes.topLink} aria-label={t('common:nav.search')}>
      <IconSearch size={20} stroke={1.8} aria-hidden />
      <Box component="span" visibleFrom="sm">
        {t('common:nav.search')}
      </Box>
    </NavLink>
  );
}

/** The screens with a search field of their own on a phone, at their top. */
const SCREENS_WITH_FIELD = new Set(['/app/dashboard', '/app/trips', '/app/map']);

/**
 * Search in the top bar: a field from 992 px up, where there is room beside the navigation; below that a link to the
 * search screen, except on a phone's Wall, Trips and Map, which have the field at their top. The search screen has
 * its own field, so the top bar only marks it there.
 */
function TopBarSearch() {
  const { pathname } = useLocation();
  if (pathname === SEARCH_SCREEN) return <SearchLink />;
  return (
    <>
      <QuickSearch visibleFrom="md" className={classes.topSearch} dropdownWidth={420} />
      <Box hiddenFrom="md" visibleFrom={SCREENS_WITH_FIELD.has(pathname) ? 'sm' : undefined}>
        <SearchLink />
      </Box>
    </>
  );
}

/** Bottom tabs for phones (below 768 px). */
function BottomTabs() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('common:nav.main')} hiddenFrom="sm" className={classes.bottomTabs}>
      {APP_NAV_ITEMS.map(({ to, labelKey, Icon }) => (
        <NavLink key={to} to={to} className={classes.tab}>
          <Icon size={24} stroke={1.8} aria-hidden />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
    </Box>
  );
}

/** The signed-in app: a top bar, the page, and bottom tabs on phones. */
export function MainAppLayout() {
  useSearchShortcut();
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo to="/app/trips" />
          <Group gap={4} wrap="nowrap">
            <TopNav />
            <TopBarSearch />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" className={classes.main}>
        <Outlet />
      </Container>
      <InstallBanner />
      <BottomTabs />
    </div>
  );
}
