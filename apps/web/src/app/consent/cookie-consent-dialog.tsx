import { Anchor, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { registerOtherCommonTexts } from '../i18n/other-common-texts';
import { usePublicPath } from '../i18n/use-public-path';
import {
  ALL_ACCEPTED,
  type ConsentPreferences,
  ONLY_NECESSARY,
  OPTIONAL_CONSENTS,
  readConsent,
  saveConsent,
} from './consent-store';

registerOtherCommonTexts();

/** Spec §9: the dialog fades in and out over 500 ms. */
const CONSENT_TRANSITION_MS = 500;

interface CookieConsentDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * Cookie consent (spec §2, §4): necessary is fixed on, the others are optional. Saving stores the choice with a
 * timestamp and reloads, so integrations start (or stay off) from a clean page. Loaded only when it is shown.
 */
export function CookieConsentDialog({ opened, onClose }: CookieConsentDialogProps) {
  const { t } = useTranslation();
  const publicHref = usePublicPath();
  const [choice, setChoice] = useState<ConsentPreferences>(() => readConsent()?.preferences ?? ONLY_NECESSARY);

  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    onClose();
    window.setTimeout(() => window.location.reload(), CONSENT_TRANSITION_MS);
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('common:consent.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      transitionProps={{ transition: 'fade', duration: CONSENT_TRANSITION_MS }}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('common:consent.text')}{' '}
          <Anchor href={publicHref('/privacy-policy')} size="sm">
            {t('common:consent.privacy')}
          </Anchor>
        </Text>
        <Switch
          checked
          disabled
          label={t('common:consent.necessary.label')}
          description={t('common:consent.necessary.text')}
        />
        {OPTIONAL_CONSENTS.map((key) => (
          <Switch
            key={key}
            checked={choice[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChoice((current) => ({ ...current, [key]: checked }));
            }}
            label={t(`common:consent.${key}.label`)}
            description={t(`common:consent.${key}.text`)}
          />
        ))}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={() => save(ONLY_NECESSARY)} data-autofocus>
            {t('common:consent.onlyNecessary')}
          </Button>
          <Button variant="light" onClick={() => save(choice)}>
            {t('common:consent.save')}
          </Button>
          <Button onClick={() => save(ALL_ACCEPTED)}>{t('common:consent.acceptAll')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
