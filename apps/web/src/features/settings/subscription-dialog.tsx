import { useMutation } from '@apollo/client/react';
import { Switch, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { updateNewsletterMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

/** The newsletter for the account's e-mail, on or off; no double opt-in, the address is already confirmed. */
export function SubscriptionDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(user.newsletterSubscribed);
  const [failed, setFailed] = useState(false);
  const [update, { loading }] = useMutation(updateNewsletterMutation);
  useEffect(() => {
    if (opened) setSubscribed(user.newsletterSubscribed);
  }, [opened, user.newsletterSubscribed]);

  const cancel = () => {
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await update({ variables: { subscribed } });
      showToast('success', t(subscribed ? 'settings:subscription.subscribed' : 'settings:subscription.unsubscribed'));
      onClose();
    } catch {
      setFailed(true);
      showToast('error', t('settings:subscription.failed'));
    }
  };

  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:subscription.title')}>
      <SettingsForm
        onSubmit={(event) => void submit(event)}
        onCancel={cancel}
        submitting={loading}
        failure={failed ? t('settings:subscription.failed') : null}
      >
        <Text size="sm">{t('settings:subscription.text')}</Text>
        <Switch
          size="md"
          data-autofocus
          checked={subscribed}
          onChange={(event) => setSubscribed(event.currentTarget.checked)}
          label={t('settings:subscription.toggle', { email: user.email })}
          styles={{ label: { overflowWrap: 'anywhere' } }}
        />
      </SettingsForm>
    </Dialog>
  );
}
