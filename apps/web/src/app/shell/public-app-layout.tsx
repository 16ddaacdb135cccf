import { Anchor, Box, Group, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import { Logo } from '../../ui/logo';
import { preloadBotCheck } from '../bot-check';
import { openCookieConsent } from '../consent/cookie-consent';
import { LanguageSwitch } from '../i18n/language-switch';
import { registerOtherCommonTexts } from '../i18n/other-common-texts';
import { usePublicPath } from '../i18n/use-public-path';
import classes from './public-app-layout.module.css';

registerOtherCommonTexts();

/** Sign-in, sign-up and password screens: a centred card on a calm background. */
export function PublicAppLayout() {
  const { t } = useTranslation();
  const publicHref = usePublicPath();
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
            <Anchor href={publicHref('/')} size="sm" c="forest.9">
              {t('common:nav.home')}
            </Anchor>
            <Anchor href={publicHref('/privacy-policy')} size="sm" c="forest.9">
              {t('common:nav.privacy')}
            </Anchor>
            <Anchor href={publicHref('/terms-of-service')} size="sm" c="forest.9">
              {t('common:nav.terms')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="forest.9" onClick={openCookieConsent}>
              {t('common:consent.open')}
            </Anchor>
          </Group>
        </nav>
      </Box>
    </div>
  );
}
