import { SimpleGrid } from '@mantine/core';
import {
  IconBed,
  IconCar,
  IconCoffee,
  IconTeapot,
  IconTent,
  IconTrain,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ChoiceGroup } from './choice-group';
import { registerOnboardingTexts } from './onboarding-texts';
import type { StepProps } from './step-props';

registerOnboardingTexts();

const ICON = { size: 32, stroke: 1.6 };

/** Step 2: four either-or questions (spec §2), each a pair of big cards; any may stay unanswered. */
export function EitherOrStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="xl">
      <ChoiceGroup
        label={t('onboarding:eitherOr.drink.label')}
        choices={[
          { value: 'COFFEE', label: t('onboarding:eitherOr.drink.COFFEE'), icon: <IconCoffee {...ICON} /> },
          { value: 'TEA', label: t('onboarding:eitherOr.drink.TEA'), icon: <IconTeapot {...ICON} /> },
        ]}
        value={answers.drink}
        onChange={(drink) => onChange({ drink })}
        cols={2}
        large
      />
      <ChoiceGroup
        label={t('onboarding:eitherOr.sleep.label')}
        choices={[
          { value: 'SLEEPING_BAG', label: t('onboarding:eitherOr.sleep.SLEEPING_BAG'), icon: <IconTent {...ICON} /> },
          { value: 'HOTEL', label: t('onboarding:eitherOr.sleep.HOTEL'), icon: <IconBed {...ICON} /> },
        ]}
        value={answers.sleep}
        onChange={(sleep) => onChange({ sleep })}
        cols={2}
        large
      />
      <ChoiceGroup
        label={t('onboarding:eitherOr.transport.label')}
        choices={[
          {
            value: 'PUBLIC_TRANSPORT',
            label: t('onboarding:eitherOr.transport.PUBLIC_TRANSPORT'),
            icon: <IconTrain {...ICON} />,
          },
          { value: 'CAR', label: t('onboarding:eitherOr.transport.CAR'), icon: <IconCar {...ICON} /> },
        ]}
        value={answers.transport}
        onChange={(transport) => onChange({ transport })}
        cols={2}
        large
      />
      <ChoiceGroup
        label={t('onboarding:eitherOr.company.label')}
        choices={[
          { value: 'ALONE', label: t('onboarding:eitherOr.company.ALONE'), icon: <IconUser {...ICON} /> },
          {
            value: 'WITH_COMPANION',
            label: t('onboarding:eitherOr.company.WITH_COMPANION'),
            icon: <IconUsers {...ICON} />,
          },
        ]}
        value={answers.company}
        onChange={(company) => onChange({ company })}
        cols={2}
        large
      />
    </SimpleGrid>
  );
}
