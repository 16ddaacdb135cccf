import { Chip, Group, Input, Text } from '@mantine/core';
import { useId } from 'react';
import type { TripCharacteristic } from '../generated/graphql';
import { useTranslation } from './i18n/use-translation';

/** Every characteristic a user can be interested in (the API's TripCharacteristic), in the order they are offered. */
export const TRIP_CHARACTERISTICS: readonly TripCharacteristic[] = [
  'CHILDREN',
  'DOGS',
  'STROLLER',
  'CASTLES',
  'EDUCATIONAL_TRAILS',
  'LOOKOUT_TOWERS',
  'PICNIC',
  'PLAYGROUNDS',
  'SWIMMING',
  'WELLNESS_SAUNA',
];

/** Spec §5 leaves the number open; the API allows five (engagement.inputs.ts). */
export const MAX_INTERESTS = 5;

function isCharacteristic(value: string): value is TripCharacteristic {
  return (TRIP_CHARACTERISTICS as readonly string[]).includes(value);
}

interface InterestsFieldProps {
  value: TripCharacteristic[];
  onChange: (value: TripCharacteristic[]) => void;
  /** Translated; shown under the group (e.g. more than five chosen). */
  error?: string;
}

/**
 * The user's interests (onboarding step 3, Settings › Interests) as a group of checkbox chips. More than the limit
 * can be ticked; the caller refuses to save them and says so through `error`.
 */
export function InterestsField({ value, onChange, error }: InterestsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <Text component="legend" fw={600} size="md">
        {t('common:interestsField.label')}
      </Text>
      <Text id={`${id}-hint`} size="sm" c="dimmed" mb={8}>
        {t('common:interestsField.hint', { max: MAX_INTERESTS })}
      </Text>
      <Chip.Group multiple value={value} onChange={(values) => onChange(values.filter(isCharacteristic))}>
        <Group gap={8}>
          {TRIP_CHARACTERISTICS.map((characteristic) => (
            <Chip key={characteristic} value={characteristic} radius="md" size="md">
              {t(`trips:values.${characteristic}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Input.Error id={`${id}-error`} role="alert" mt={8}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
