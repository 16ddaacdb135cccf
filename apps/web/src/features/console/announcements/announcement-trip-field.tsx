import { useQuery } from '@apollo/client/react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AnnouncedTripFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { announcementTripsQuery } from '../graphql/announcements.queries';

/** Long enough to let a word be typed, short enough to feel immediate (as the city field). */
const SEARCH_DEBOUNCE_MS = 250;

interface AnnouncementTripFieldProps {
  value: string | null;
  /** The trip chosen so far, whose title the field shows. */
  chosen: AnnouncedTripFragment | null;
  onChange(trip: AnnouncedTripFragment | null): void;
  onBlur(): void;
  error?: string;
}

/**
 * The announced trip, found by its title as the editor types: the API searches (a partner finds only their own
 * trips); the chosen trip says when it is not published yet, as the wall shows its announcements only then.
 */
export function AnnouncementTripField({ value, chosen, onChange, onBlur, error }: AnnouncementTripFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(chosen?.title ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen trip's own title shows every trip, so another one can be picked from the list.
  const term = debounced && debounced !== chosen?.title ? debounced : null;
  const { data, previousData, loading } = useQuery(announcementTripsQuery, { variables: { search: term } });
  const found = (data ?? previousData)?.editorTrips.edges ?? [];
  const trips = chosen && !found.some((trip) => trip._id === chosen._id) ? [chosen, ...found] : found;
  const pending = loading || debounced !== search.trim();
  return (
    <Select
      label={t('console:announcementEditor.fields.trip')}
      description={
        chosen && chosen.status !== 'PUBLISHED'
          ? t('console:announcementEditor.fields.tripNotPublished', {
              status: t(`console:trips.statuses.${chosen.status}`),
            })
          : t('console:announcementEditor.fields.tripHint')
      }
      placeholder={t('console:announcementEditor.fields.tripPlaceholder')}
      data={trips.map((trip) => ({ value: trip._id, label: trip.title }))}
      value={value}
      onChange={(id) => onChange(trips.find((trip) => trip._id === id) ?? null)}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The API has searched already (any case); the list shows what it found.
      filter={({ options }) => options}
      nothingFoundMessage={
        pending ? t('console:announcementEditor.fields.tripSearching') : t('console:announcementEditor.fields.tripNone')
      }
      rightSection={
        pending ? (
          <Loader size={16} role="progressbar" aria-label={t('console:announcementEditor.fields.tripSearching')} />
        ) : undefined
      }
      error={error}
      withAsterisk
    />
  );
}
