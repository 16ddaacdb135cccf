import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy } from 'react';
import { registerOtherCommonTexts } from '../../../app/i18n/other-common-texts';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { loadStartPicker } from '../../map';
import { nearestCityQuery } from '../graphql/trips.queries';
import classes from './start-field.module.css';
import { numberText, parseNumber } from './trip-form-values';

registerOtherCommonTexts();

interface StartFieldProps {
  lat: string;
  lng: string;
  onChange(start: { lat: string; lng: string }): void;
  error?: string;
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

// The map is the map feature's, a chunk of its own with MapLibre: asked for here rather than by the editor, whose
// chunk every console screen loads.
const StartPicker = lazy(() => loadStartPicker().then((module) => ({ default: module.StartPicker })));

/**
 * A trip's start: a click on the map or a drag of the marker places it, or the coordinates are typed; the nearest
 * municipality and its region are named under the map, so an editor sees at once whether the start is where they meant.
 */
export function StartField({ lat, lng, onChange, error }: StartFieldProps) {
  const { t, i18n } = useTranslation();
  const latitude = parseNumber(lat);
  const longitude = parseNumber(lng);
  const valid =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !Number.isNaN(latitude) &&
    !Number.isNaN(longitude);
  const [near] = useDebouncedValue(valid ? { lat: latitude, lng: longitude } : null, 400);
  const city = useQuery(nearestCityQuery, { variables: { near: near ?? { lat: 0, lng: 0 } }, skip: !near });
  const nearest = (city.data ?? city.previousData)?.nearestCity;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="trip-start-label">
        {t('console:tripEditor.start.label')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('console:tripEditor.start.hint')}
      </Text>
      <div className={classes.map}>
        <StartPicker
          start={valid ? { lat: latitude, lng: longitude } : null}
          onPick={(point) =>
            onChange({
              lat: numberText(roundTo(point.lat, 6), i18n.language),
              lng: numberText(roundTo(point.lng, 6), i18n.language),
            })
          }
          labelledBy="trip-start-label"
          markerLabel={t('console:tripEditor.start.marker')}
        />
      </div>
      <Group gap="sm" align="flex-start">
        <TextInput
          name="lat"
          label={t('console:tripEditor.start.lat')}
          value={lat}
          inputMode="decimal"
          error={error}
          onChange={(event) => onChange({ lat: event.currentTarget.value, lng })}
          w={180}
        />
        <TextInput
          name="lng"
          label={t('console:tripEditor.start.lng')}
          value={lng}
          inputMode="decimal"
          onChange={(event) => onChange({ lat, lng: event.currentTarget.value })}
          w={180}
        />
      </Group>
      <Text size="sm" aria-live="polite" data-testid="nearest-municipality">
        {valid && nearest
          ? t('console:tripEditor.start.nearest', {
              name: nearest.name,
              region: t(`common:regions.${nearest.region}`, { defaultValue: nearest.region }),
            })
          : valid
            ? ''
            : t('console:tripEditor.start.none')}
      </Text>
    </Stack>
  );
}
