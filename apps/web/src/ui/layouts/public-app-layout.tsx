import { Anchor, Box, Group, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { preloadBotCheck } from '../../app/bot-check';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './public-app-layout.module.css';

/** Sign-in, sign-up and password screens: a centred card on a calm background. */
export function PublicAppLayout() {
  const { t } = useTranslation();
  useEffect(preloadBotCheck, []);
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Logo />
        <LanguageSwitch />
      </Box>
      <Box component="main" className={classes.main}>
        <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
          <Outlet />
        </Paper>
      </Box>
      <Box component="footer" className={classes.footer}>
        <nav aria-label={t('common:nav.footer')}>
          <Group gap="lg" justify="center">
            <Anchor component={Link} to="/" size="sm" c="forest.9">
              {t('common:nav.home')}
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" size="sm" c="forest.9">
              {t('common:nav.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms-of-service" size="sm" c="forest.9">
              {t('common:nav.terms')}
            </Anchor>
          </Group>
        </nav>
      </Box>
    </div>
  );
}
