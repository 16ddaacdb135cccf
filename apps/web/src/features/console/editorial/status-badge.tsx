import { Badge } from '@mantine/core';
import type { EditorialStatus } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';

/** Colours whose text keeps WCAG AA contrast in both variants. */
const BADGES: Record<EditorialStatus, { variant: string; color: string }> = {
  DRAFT: { variant: 'outline', color: 'gray.8' },
  IN_REVIEW: { variant: 'filled', color: 'violet.9' },
  SCHEDULED: { variant: 'filled', color: 'blue.8' },
  PUBLISHED: { variant: 'filled', color: 'forest' },
  UNPUBLISHED: { variant: 'filled', color: 'gray.7' },
};

/** Where a trip, article or announcement is in the editorial workflow. */
export function StatusBadge({ status }: { status: EditorialStatus }) {
  const { t } = useTranslation();
  return (
    <Badge {...BADGES[status]} radius="sm" tt="none">
      {t(`console:trips.statuses.${status}`)}
    </Badge>
  );
}
