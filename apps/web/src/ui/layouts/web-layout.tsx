import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { openCookieConsent } from '../../app/consent/cookie-consent';
import { useIsAuthenticated } from '../../app/session/use-session';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './web-layout.module.css';

/** The public website: landing, blog and legal pages. */
export function WebLayout() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo />
          <Group gap="sm" wrap="nowrap">
            <nav aria-label={t('common:nav.website')}>
              <Group gap="xs" wrap="nowrap">
                <NavLink to="/blog" className={classes.navLink}>
                  {t('common:nav.blog')}
                </NavLink>
              </Group>
            </nav>
            <LanguageSwitch />
            <Button component={Link} to={authenticated ? '/app/trips' : '/app'} visibleFrom="xs">
              {authenticated ? t('common:nav.myTrips') : t('common:nav.openApp')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Stack gap="sm">
            <nav aria-label={t('common:nav.footer')}>
              <Group gap="lg">
                <Anchor component={Link} to="/app" c="forest.9">
                  {t('common:nav.openApp')}
                </Anchor>
                <Anchor component={Link} to="/blog" c="forest.9">
                  {t('common:nav.blog')}
                </Anchor>
                <Anchor component={Link} to="/privacy-policy" c="forest.9">
                  {t('common:nav.privacy')}
                </Anchor>
                <Anchor component={Link} to="/terms-of-service" c="forest.9">
                  {t('common:nav.terms')}
                </Anchor>
                <Anchor component="button" type="button" c="forest.9" onClick={openCookieConsent}>
                  {t('common:consent.open')}
                </Anchor>
              </Group>
            </nav>
            <Text size="sm" c="dimmed">
              {t('common:footer.copyright', { year })}
            </Text>
          </Stack>
        </Container>
      </Box>
    </div>
  );
}
