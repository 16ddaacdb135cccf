import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { registerTripFilterTexts } from '../../app/i18n/trip-filter-texts';
import type { PublishedTripQuery } from '../../generated/graphql';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import { attributeIcon, type GROUP_ICONS } from './trip-attribute-icons';
import type { TripValue } from './trip-filter';

registerTripDetailTexts();
registerTripFilterTexts();

type Attributes = NonNullable<PublishedTripQuery['publishedTrip']>['attributes'];

/** A trip's attributes; a draft (the console's preview) may lack its length, duration or route type. */
export type TripAttributeValues = Omit<Attributes, '__typename' | 'lengthKm' | 'duration' | 'routeType'> & {
  lengthKm: number | null;
  duration: Attributes['duration'] | null;
  routeType: Attributes['routeType'] | null;
};

/** Every attribute of a trip with an icon and its translated name, as a description list; what it lacks is left out. */
export function TripAttributes({ attributes }: { attributes: TripAttributeValues }) {
  const { t, i18n } = useTranslation();
  const groups: Array<{ key: keyof typeof GROUP_ICONS; values: readonly TripValue[] }> = [
    { key: 'duration', values: attributes.duration ? [attributes.duration] : [] },
    { key: 'routeType', values: attributes.routeType ? [attributes.routeType] : [] },
    { key: 'terrain', values: attributes.terrain },
    { key: 'suitability', values: attributes.suitability },
    { key: 'accessibility', values: attributes.accessibility },
    { key: 'gastro', values: attributes.gastro },
    { key: 'additionalActivities', values: attributes.additionalActivities },
    { key: 'overnightStay', values: attributes.overnightStay },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
      {attributes.lengthKm !== null && (
        <Row icon={<IconRoute size={18} />} term={t('trips:detail.length')}>
          {t('trips:km', { value: formatDecimal(attributes.lengthKm, i18n.language) })}
        </Row>
      )}
      {groups
        .filter((group) => group.values.length > 0)
        .map((group) => {
          const Icon = attributeIcon(group.values[0] as TripValue, group.key);
          return (
            <Row key={group.key} icon={<Icon size={18} />} term={t(`trips:filter.groups.${group.key}`)}>
              {group.values.map((value) => t(`trips:values.${value}`)).join(', ')}
            </Row>
          );
        })}
    </SimpleGrid>
  );
}

function Row({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div>
      <Group component="dt" gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="forest" radius="xl" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text span size="xs" c="dimmed" tt="uppercase" fw={600}>
          {term}
        </Text>
      </Group>
      <Text component="dd" ml={46} mt={-10}>
        {children}
      </Text>
    </div>
  );
}
