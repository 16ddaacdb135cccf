import { Stack, TextInput } from '@mantine/core';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import type { ReferralSource } from '../../generated/graphql';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ChoiceGroup } from './choice-group';
import { registerOnboardingTexts } from './onboarding-texts';
import type { StepProps } from './step-props';

registerOnboardingTexts();
registerValidationTexts();

const SOURCES: readonly ReferralSource[] = ['INSTAGRAM', 'SEARCH_ENGINE', 'RECOMMENDATION', 'OTHER', 'CANT_REMEMBER'];

/** Step 4: thanks, and where the user heard of us; "other" asks where (spec §5). */
export function ThanksStep({ answers, onChange, errors }: StepProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  return (
    <Stack gap="md">
      <ChoiceGroup
        label={t('onboarding:thanks.referral')}
        choices={SOURCES.map((value) => ({ value, label: t(`onboarding:thanks.sources.${value}`) }))}
        value={answers.referralSource}
        onChange={(referralSource) => onChange({ referralSource })}
        cols={{ base: 1, xs: 2 }}
      />
      {answers.referralSource === 'OTHER' && (
        <TextInput
          label={t('onboarding:thanks.otherText')}
          placeholder={t('onboarding:thanks.otherPlaceholder')}
          value={answers.referralText}
          onChange={(event) => onChange({ referralText: event.currentTarget.value })}
          error={translate(errors.referralText)}
          maxLength={500}
        />
      )}
    </Stack>
  );
}
