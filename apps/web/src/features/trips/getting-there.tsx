import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBus, IconExternalLink, IconRoute2 } from '@tabler/icons-react';
import { useState } from 'react';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerTrailTexts } from '../../app/i18n/trail-texts';
import type { PublishedTripQuery } from '../../generated/graphql';
import { myCityQuery } from '../../ui/graphql/my-city.query';
import { useTranslation } from '../../ui/i18n/use-translation';
import { nearOf } from '../../ui/near-distance';
import { useNearPosition } from '../../ui/near-position';
import { idosConnectionUrl, mapyRouteUrl } from './getting-there-links';

registerTrailTexts();
registerOtherCommonTexts();

type Trip = NonNullable<PublishedTripQuery['publishedTrip']>;

/**
 * "Getting there": the municipality nearest to the start, a connection search on IDOS to it (from the person's city
 * when the profile has one), and a Mapy.com route from where the person is, found when they ask for it.
 */
export function GettingThere({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const [routeWanted, setRouteWanted] = useState(false);
  const position = useNearPosition(routeWanted);
  const from = nearOf(position);
  const home = useQuery(myCityQuery).data?.me.city;
  const municipality = trip.nearestMunicipality;
  const transport = trip.attributes.accessibility;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <section aria-labelledby="trip-getting-there">
      <Title order={2} fz="h3" id="trip-getting-there" mb="sm">
        {t('trail:gettingThere.title')}
      </Title>
      <Stack gap="sm">
        {municipality && (
          <Text>
            {t('trail:gettingThere.nearest', {
              name: municipality.name,
              district: municipality.district,
              region: t(`common:regions.${municipality.region}`),
            })}
          </Text>
        )}
        {transport.length > 0 && (
          <Group gap="xs">
            <Text size="sm">{t('trail:gettingThere.transport')}</Text>
            {transport.map((value) => (
              <Badge key={value} variant="light" leftSection={<IconBus size={14} aria-hidden />}>
                {t(`trips:values.${value}`)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm">
          {municipality && (
            <Button
              component="a"
              href={idosConnectionUrl(municipality.name, home?.name)}
              {...external}
              variant="light"
              leftSection={<IconBus size={18} aria-hidden />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {home ? t('trail:gettingThere.idosFrom', { city: home.name }) : t('trail:gettingThere.idosAnywhere')}
            </Button>
          )}
          {from ? (
            <Button
              component="a"
              href={mapyRouteUrl(from, trip.coordinates)}
              {...external}
              variant="light"
              leftSection={<IconRoute2 size={18} aria-hidden />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {position.status === 'city'
                ? t('trail:gettingThere.routeFromCity', { city: position.city })
                : t('trail:gettingThere.routeFromHere')}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconRoute2 size={18} aria-hidden />}
              loading={position.status === 'locating'}
              disabled={position.status === 'unavailable'}
              onClick={() => setRouteWanted(true)}
            >
              {t('trail:gettingThere.findRoute')}
            </Button>
          )}
        </Group>
        {position.status === 'unavailable' && (
          <Text size="sm" c="dimmed" role="status">
            {t('trail:near.unavailableText')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('trail:gettingThere.external')}{' '}
          <Anchor href="https://idos.idnes.cz/" {...external} size="xs" underline="always">
            IDOS
          </Anchor>
          {', '}
          <Anchor href="https://mapy.com/" {...external} size="xs" underline="always">
            Mapy.com
          </Anchor>
        </Text>
      </Stack>
    </section>
  );
}
