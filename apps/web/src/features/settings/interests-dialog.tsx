import { useMutation } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { registerOtherCommonTexts } from '../../app/i18n/other-common-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import type { TripCharacteristic } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { isValidationKey, useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { InterestsField, MAX_INTERESTS } from '../../ui/interests-field';
import { updateInterestsMutation } from './graphql/settings.queries';
import type { SettingsDialogProps } from './settings-dialog-props';
import { SettingsForm } from './settings-form';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();
registerValidationTexts();
registerOtherCommonTexts();

const TOO_MANY = validationMessage('MAX_INTERESTS', { length: MAX_INTERESTS });

/** Spec §2 "Change interests": the trip characteristics, at most five (spec §5). */
export function InterestsDialog({ opened, onClose, user }: SettingsDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [interests, setInterests] = useState<TripCharacteristic[]>(user.interests);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [update, { loading }] = useMutation(updateInterestsMutation);
  useEffect(() => {
    if (opened) setInterests(user.interests);
  }, [opened, user.interests]);

  const change = (next: TripCharacteristic[]) => {
    setInterests(next);
    // Once shown, the limit's message goes as soon as the choice is within it again.
    if (error && next.length <= MAX_INTERESTS) setError(undefined);
  };

  const cancel = () => {
    setError(undefined);
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (interests.length > MAX_INTERESTS) {
      setError(TOO_MANY);
      return;
    }
    try {
      await update({ variables: { interests } });
      showToast('success', t('settings:interests.saved'));
      onClose();
    } catch (caught) {
      const [fieldError] = serverFieldErrors(caught);
      if (fieldError) {
        setError(
          validationMessage(
            isValidationKey(fieldError.messageKey) ? fieldError.messageKey : 'INVALID_VALUE',
            fieldError.params,
          ),
        );
        return;
      }
      setFailed(true);
      showToast('error', t('settings:interests.failed'));
    }
  };

  return (
    <Dialog opened={opened} onClose={cancel} title={t('settings:interests.title')} size="lg">
      <SettingsForm
        onSubmit={(event) => void submit(event)}
        onCancel={cancel}
        submitting={loading}
        failure={failed ? t('settings:interests.failed') : null}
      >
        <Text size="sm">{t('settings:interests.text')}</Text>
        <InterestsField value={interests} onChange={change} error={translate(error)} />
      </SettingsForm>
    </Dialog>
  );
}
