import { Anchor, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_ACCEPTED,
  type ConsentPreferences,
  ONLY_NECESSARY,
  OPTIONAL_CONSENTS,
  readConsent,
  saveConsent,
} from './consent-store';

/** Spec §9: the dialog fades in and out over 500 ms. */
export const CONSENT_TRANSITION_MS = 500;

const OPEN_EVENT = 'toulky:open-cookie-consent';

/** Opens the dialog again (e.g. from the footer) to change an earlier choice. */
export function openCookieConsent(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * Cookie consent (spec §2, §4): shown until a choice is stored; necessary is fixed on, the others are optional.
 * Saving stores the choice with a timestamp and reloads, so integrations start (or stay off) from a clean page.
 */
export function CookieConsentDialog() {
  const { t } = useTranslation();
  const stored = readConsent();
  const [opened, setOpened] = useState(stored === null);
  const [choice, setChoice] = useState<ConsentPreferences>(stored?.preferences ?? ONLY_NECESSARY);

  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);

  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setOpened(false);
    window.setTimeout(() => window.location.reload(), CONSENT_TRANSITION_MS);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('common:consent.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      transitionProps={{ transition: 'fade', duration: CONSENT_TRANSITION_MS }}
      size="lg"
      radius="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t('common:consent.text')}{' '}
          <Anchor href="/privacy-policy" size="sm">
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
    </Modal>
  );
}
