import { NavLink as MantineNavLink, Paper } from '@mantine/core';
import {
  IconBookmark,
  IconChevronRight,
  IconCloudDownload,
  IconHeart,
  IconRoute,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { registerPagesTexts } from '../../app/i18n/pages-texts';
import { useTranslation } from '../../ui/i18n/use-translation';

registerPagesTexts();

const LINKS = [
  { to: '/app/profile/favorite-trips', labelKey: 'pages:profile.links.favoriteTrips', Icon: IconHeart },
  { to: '/app/profile/finished-trips', labelKey: 'pages:profile.links.finishedTrips', Icon: IconRoute },
  { to: '/app/profile/bookmarked-articles', labelKey: 'pages:profile.links.bookmarkedArticles', Icon: IconBookmark },
  { to: '/app/profile/saved', labelKey: 'pages:profile.links.savedOffline', Icon: IconCloudDownload },
  { to: '/app/profile/settings', labelKey: 'pages:profile.links.settings', Icon: IconSettings },
] as const;

/** The profile's sections as one list of links. */
export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" component="nav" aria-label={t('pages:profile.title')}>
      {LINKS.map(({ to, labelKey, Icon }) => (
        <MantineNavLink
          key={to}
          component={Link}
          to={to}
          label={t(labelKey)}
          leftSection={<Icon size={20} aria-hidden />}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          py="md"
        />
      ))}
    </Paper>
  );
}
