import { Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { NoAccess } from '../console-layout';
import { mayModerateRatings, RATING_MODERATORS } from '../console-roles';
import classes from './reports.module.css';

/**
 * `/admin/reports/…` (CHIEF_EDITOR, ADMIN): the moderation screens under one section, each a link with its own URL so
 * Back and shared links keep it — the reports, the appeals against decisions, and the transparency figures.
 */
export function ModerationLayout() {
  const { t } = useTranslation();
  const session = useSession();
  if (!mayModerateRatings(session.user?.roles ?? [])) {
    return <NoAccess roles={RATING_MODERATORS} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  }
  const links = [
    { to: '/admin/reports', label: t('console:moderation.reports') },
    { to: '/admin/reports/appeals', label: t('console:moderation.appeals') },
    { to: '/admin/reports/figures', label: t('console:moderation.figures') },
  ];
  return (
    <>
      <nav aria-label={t('console:moderation.label')} className={classes.subnav}>
        <Group gap={4} component="ul" className={classes.list}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={classes.subnavLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </Group>
      </nav>
      <Outlet />
    </>
  );
}
