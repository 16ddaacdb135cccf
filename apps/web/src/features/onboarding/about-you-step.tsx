import { Stack } from '@mantine/core';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { CityField } from '../../ui/city-field';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ChoiceGroup } from './choice-group';
import { AGE_RANGES, SEX_CHOICES } from './onboarding-answers';
import { registerOnboardingTexts } from './onboarding-texts';
import type { StepProps } from './step-props';

registerOnboardingTexts();
registerValidationTexts();
registerOtherCommonTexts();

/** Step 1: the municipality the user lives in, sex and age range; each may stay empty. */
export function AboutYouStep({ answers, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  return (
    <Stack gap="xl">
      <CityField
        label={t('onboarding:aboutYou.city')}
        description={t('onboarding:aboutYou.cityHint')}
        value={answers.city}
        onChange={(city) => onChange({ city })}
        error={translate(errors.city)}
      />
      <ChoiceGroup
        label={t('onboarding:aboutYou.sex')}
        choices={SEX_CHOICES.map((value) => ({ value, label: t(`onboarding:aboutYou.sexes.${value}`) }))}
        value={answers.sex}
        onChange={(sex) => onChange({ sex })}
        cols={{ base: 2, xs: 3 }}
      />
      <ChoiceGroup
        label={t('onboarding:aboutYou.age')}
        choices={AGE_RANGES.map(({ value, key }) => ({
          value: String(value),
          label: t(`onboarding:aboutYou.ages.${key}`),
        }))}
        value={answers.ageRange === null ? null : String(answers.ageRange)}
        onChange={(value) => onChange({ ageRange: Number(value) })}
        cols={{ base: 2, xs: 3 }}
      />
    </Stack>
  );
}
