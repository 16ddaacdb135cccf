import { useQuery } from '@apollo/client/react';
import { Button, Chip, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { registerTripFilterTexts } from '../../app/i18n/trip-filter-texts';
import type { LatLngInput } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { areaOptionsQuery, tripsResultsCountQuery } from './graphql/trips.queries';
import {
  emptyFilter,
  FILTER_GROUPS,
  type FilterGroupKey,
  type FilterState,
  type TripValue,
  toTripFilter,
} from './trip-filter';

registerTripFilterTexts();

interface TripFilterDialogProps {
  opened: boolean;
  initial: FilterState;
  /** The list's distance filter, counted with the choice when the list is measured from a place. */
  near: LatLngInput | undefined;
  within: number | null;
  onClose(): void;
  onApply(filter: FilterState): void;
}

/** The ten-group filter; its button shows how many trips the current choice finds, live. */
export function TripFilterDialog({ opened, initial, near, within, onClose, onApply }: TripFilterDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterState>(initial);
  useEffect(() => {
    if (opened) setDraft(initial);
  }, [opened, initial]);
  const areas = useQuery(areaOptionsQuery, { skip: !opened });
  const { data, previousData, loading } = useQuery(tripsResultsCountQuery, {
    variables: { filter: toTripFilter(draft, within, near), ...(near ? { near } : {}) },
    skip: !opened,
  });
  const count = (data ?? previousData)?.publishedTripsResultsCount;
  const set = (key: FilterGroupKey, values: string[]) => setDraft((current) => ({ ...current, [key]: values }));

  return (
    // Taller than a phone's screen: it opens at the top and scrolls with the page, so the area list's dropdown
    // stays anchored to its field.
    <Dialog opened={opened} onClose={onClose} title={t('trips:filter.title')} size="lg" centered={false}>
      <Stack gap="lg">
        {FILTER_GROUPS.map((group) =>
          group.key === 'area' ? (
            <MultiSelect
              key={group.key}
              label={t('trips:filter.groups.area')}
              data={areas.data?.areaSelectOptions ?? []}
              value={draft.area}
              onChange={(values) => set('area', values)}
              searchable
              clearable
            />
          ) : (
            <fieldset key={group.key} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} mb={8}>
                {t(`trips:filter.groups.${group.key}`)}
              </Text>
              <Chip.Group multiple value={draft[group.key]} onChange={(values) => set(group.key, values)}>
                <Group gap={8}>
                  {group.values.map((value) => (
                    <Chip key={value} value={value} radius="md">
                      {t(`trips:values.${value as TripValue}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </fieldset>
          ),
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={() => setDraft(emptyFilter())}>
            {t('trips:filter.reset')}
          </Button>
          {/* While the new count loads, the button waits rather than promise the previous number. */}
          <Button onClick={() => onApply(draft)} disabled={count === 0} loading={loading}>
            {count === undefined ? t('trips:filter.open') : t('trips:filter.show', { count })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
