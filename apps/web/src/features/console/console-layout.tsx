import { Anchor, Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../app/i18n/language-switch';
import { signOut } from '../../app/services';
import { currentPath, saveRedirectPath } from '../../app/session/redirect-path';
import { isAuthenticated } from '../../app/session/session-store';
import { isSigningOut } from '../../app/session/sign-out';
import { useSession } from '../../app/session/use-session';
import type { Role } from '../../generated/graphql';
import { useTranslation } from '../../ui/i18n/use-translation';
import { Logo } from '../../ui/logo';
import classes from './console-layout.module.css';
import { EDITORIAL_ROLES, isEditor } from './console-roles';
import { consoleSections } from './console-sections';
import { registerConsoleTexts } from './console-texts';

registerConsoleTexts();

/** Says the signed-in person may not see this part of the console, and which roles may. */
export function NoAccess({ roles, back }: { roles: readonly Role[]; back: { label: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1} size="h2">
        {t('console:noAccess.title')}
      </Title>
      <Text>{t('console:noAccess.text', { roles: roles.map((role) => t(`console:roles.${role}`)).join(', ') })}</Text>
      <Anchor component={Link} to={back.to} w="fit-content">
        {back.label}
      </Anchor>
    </Stack>
  );
}

function RedirectToConsoleSignIn() {
  useEffect(() => saveRedirectPath(currentPath()), []);
  return <Navigate to="/admin/signin" replace />;
}

function ConsoleNav({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const items: { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
    { to: '/admin', label: t('console:nav.home'), icon: <IconHome size={18} aria-hidden />, end: true },
    ...consoleSections(roles, t),
  ];
  return (
    <nav aria-label={t('console:nav.label')}>
      <Group gap={4}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={classes.navLink}>
            {item.icon}
            {item.label}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}

/**
 * `/admin/…`: the editor console's frame, its own lazy chunks. A visitor goes to the console's sign-in (and comes
 * back after it); a signed-in person without an editorial role is told so, with the way back to the app.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSession();
  // Subscribed to the location so the guard is checked again on every navigation, like the app's (RequireAuth).
  useLocation();
  if (isSigningOut()) return null;
  if (!isAuthenticated(session) || !session.user) return <RedirectToConsoleSignIn />;
  const { roles } = session.user;
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="xl" className={classes.headerInner}>
          <Group gap="md">
            <Logo to="/admin" />
            <Badge variant="light" radius="sm">
              {t('console:nav.label')}
            </Badge>
          </Group>
          {isEditor(roles) && <ConsoleNav roles={roles} />}
          <Group gap="sm">
            <LanguageSwitch />
            <Anchor component={Link} to="/app/trips" size="sm">
              {t('console:nav.app')}
            </Anchor>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              {t('console:nav.signOut')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xl" className={classes.main}>
        {isEditor(roles) ? (
          <Outlet />
        ) : (
          <NoAccess roles={EDITORIAL_ROLES} back={{ label: t('console:signIn.toApp'), to: '/app/trips' }} />
        )}
      </Container>
    </div>
  );
}
