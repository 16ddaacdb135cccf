import {
  IconArticle,
  IconFlag,
  IconHistory,
  IconMapPins,
  IconRoute,
  IconSpeakerphone,
  IconStars,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  isAdmin,
  managedLabelKinds,
  managesAreas,
  mayEditArticles,
  mayEditTrips,
  mayModerateRatings,
} from './console-roles';

export interface ConsoleSection {
  to: string;
  label: string;
  /** What the section is for, on the overview. */
  text: string;
  icon: ReactNode;
}

/**
 * The console's sections a person's roles open, in the nav's order: the nav links them and the overview describes
 * them, so the two never disagree. The API checks the same roles again on every request.
 */
export function consoleSections(roles: readonly string[], t: TFunction): ConsoleSection[] {
  const sections: ConsoleSection[] = [];
  if (mayEditTrips(roles)) {
    sections.push({
      to: '/admin/trips',
      label: t('console:nav.trips'),
      text: t('console:home.tripsText'),
      icon: <IconRoute size={18} aria-hidden />,
    });
    sections.push({
      to: '/admin/announcements',
      label: t('console:announcements.title'),
      text: t('console:home.announcementsText'),
      icon: <IconSpeakerphone size={18} aria-hidden />,
    });
  }
  if (mayEditArticles(roles)) {
    sections.push({
      to: '/admin/articles',
      label: t('console:articles.title'),
      text: t('console:home.articlesText'),
      icon: <IconArticle size={18} aria-hidden />,
    });
  }
  if (managedLabelKinds(roles).length > 0) {
    sections.push({
      to: '/admin/labels',
      label: t('console:labels.title'),
      text: t('console:home.labelsText'),
      icon: <IconTags size={18} aria-hidden />,
    });
  }
  if (managesAreas(roles)) {
    sections.push({
      to: '/admin/areas',
      label: t('console:areas.title'),
      text: t('console:home.areasText'),
      icon: <IconMapPins size={18} aria-hidden />,
    });
  }
  if (mayModerateRatings(roles)) {
    // The reports first: they wait for a decision, the ratings list is for looking around.
    sections.push({
      to: '/admin/reports',
      label: t('console:reports.nav'),
      text: t('console:home.reportsText'),
      icon: <IconFlag size={18} aria-hidden />,
    });
    sections.push({
      to: '/admin/ratings',
      label: t('console:ratings.nav'),
      text: t('console:home.ratingsText'),
      icon: <IconStars size={18} aria-hidden />,
    });
  }
  if (isAdmin(roles)) {
    sections.push(
      {
        to: '/admin/users',
        label: t('console:nav.users'),
        text: t('console:home.usersText'),
        icon: <IconUsers size={18} aria-hidden />,
      },
      {
        to: '/admin/audit',
        label: t('console:nav.audit'),
        text: t('console:home.auditText'),
        icon: <IconHistory size={18} aria-hidden />,
      },
    );
  }
  return sections;
}
