import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../ui/i18n/use-translation';
import { loadSavedTrips, type SavedTrip } from '../trips';
import { HighlightedText } from './highlighted-text';
import { matchesOffline } from './offline-match';

/** What a saved trip is found by: its title, area, perex and text, as saved. */
function textsOf(trip: SavedTrip): string[] {
  const detail = trip.detail.publishedTrip;
  if (!detail) return [];
  return [detail.title, detail.area?.name ?? '', detail.perex, detail.contentHtml.replace(/<[^>]*>/g, ' ')];
}

/** Offline, the search looks through the trips saved on this device, and says so. */
export function OfflineResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedTrip[] | null>(null);
  useEffect(() => {
    let current = true;
    loadSavedTrips().then(
      (trips) => current && setSaved(trips),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!saved) return null;
  const found = saved.filter((trip) => matchesOffline(query, textsOf(trip)));
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
        {t('search:offline.note')}
      </Alert>
      {found.length === 0 ? (
        <EmptyState
          icon={<IconCloudOff size={28} />}
          title={t('search:offline.emptyTitle')}
          text={t('search:offline.emptyText')}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {found.map((trip) => (
            <li key={trip.tripId}>
              <Anchor component={Link} to={`/app/profile/saved/${encodeURIComponent(trip.tripId)}`} fw={600}>
                <HighlightedText text={trip.detail.publishedTrip?.title ?? ''} query={query} />
              </Anchor>
              {trip.detail.publishedTrip?.area && (
                <Text size="sm" c="dimmed">
                  {trip.detail.publishedTrip.area.name}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
