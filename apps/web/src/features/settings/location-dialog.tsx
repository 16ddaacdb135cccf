import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { showToast } from '../../app/toast';
import { type City, CityField } from '../../ui/city-field';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { updateLocationMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();
registerOtherCommonTexts();

/** Spec §2 "Change location": the municipality the user lives in, found by name with its region, or none. */
export function LocationDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const [city, setCity] = useState<City | null>(user.city ?? null);
  const [failed, setFailed] = useState(false);
  const [update, { loading }] = useMutation(updateLocationMutation);
  useEffect(() => {
    if (opened) setCity(user.city ?? null);
  }, [opened, user.city]);

  const cancel = () => {
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await update({ variables: { cityId: city?._id ?? null } });
      showToast('success', t(city ? 'settings:location.saved' : 'settings:location.cleared'));
      onClose();
    } catch {
      setFailed(true);
      showToast('error', t('settings:location.failed'));
    }
  };

  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:location.title')}>
      <SettingsForm
        onSubmit={(event) => void submit(event)}
        onCancel={cancel}
        submitting={loading}
        failure={failed ? t('settings:location.failed') : null}
      >
        <CityField
          label={t('settings:location.city')}
          description={t('settings:location.hint')}
          value={city}
          onChange={setCity}
        />
      </SettingsForm>
    </Dialog>
  );
}
