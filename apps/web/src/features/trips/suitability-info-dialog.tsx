import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { ATTRIBUTE_ICONS } from './trip-attribute-icons';

registerTripDetailTexts();

const SUITABILITY = ['CHILDREN', 'DOGS', 'STROLLER'] as const;

/** Spec §2 "Route suitability info": what children, dogs and stroller mean on a trip. */
export function SuitabilityInfoDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trips:suitability.title')}>
      <Stack gap="md">
        <Text>{t('trips:suitability.intro')}</Text>
        <List spacing="md" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
          {SUITABILITY.map((value) => {
            const Icon = ATTRIBUTE_ICONS[value];
            return (
              <List.Item
                key={value}
                icon={
                  <ThemeIcon variant="light" color="forest" radius="xl" size="lg" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{t(`trips:values.${value}`)}</Text>
                <Text size="sm">{t(`trips:suitability.${value}`)}</Text>
              </List.Item>
            );
          })}
        </List>
        <Button onClick={onClose} data-autofocus>
          {t('trips:suitability.close')}
        </Button>
      </Stack>
    </Dialog>
  );
}
