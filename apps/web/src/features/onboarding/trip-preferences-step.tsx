import { Chip, Group, Stack, Text } from '@mantine/core';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import type { Duration } from '../../generated/graphql';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { InterestsField } from '../../ui/interests-field';
import classes from './onboarding.module.css';
import { registerOnboardingTexts } from './onboarding-texts';
import type { StepProps } from './step-props';

registerOnboardingTexts();
registerValidationTexts();
registerOtherCommonTexts();

const DURATIONS: readonly Duration[] = ['SHORT_WALK', 'HALF_DAY', 'WHOLE_DAY', 'WEEKEND'];

function isDuration(value: string): value is Duration {
  return (DURATIONS as readonly string[]).includes(value);
}

/** Step 3: how long the user's trips usually are and what they like on the way (at most five interests). */
export function TripPreferencesStep({ answers, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  return (
    <Stack gap="xl">
      <fieldset className={classes.fieldset}>
        <Text component="legend" className={classes.groupLabel} mb={8}>
          {t('onboarding:tripPreferences.durations')}
        </Text>
        <Chip.Group
          multiple
          value={answers.durations}
          onChange={(values) => onChange({ durations: values.filter(isDuration) })}
        >
          <Group gap={8}>
            {DURATIONS.map((duration) => (
              <Chip key={duration} value={duration} radius="md" size="md">
                {t(`trips:values.${duration}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
      <InterestsField
        value={answers.interests}
        onChange={(interests) => onChange({ interests })}
        error={translate(errors.interests)}
      />
    </Stack>
  );
}
