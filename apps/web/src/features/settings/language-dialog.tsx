import { Button, Group, Radio, Stack } from '@mantine/core';
import { isLanguageCode, LANGUAGES, toLanguageCode } from '../../app/i18n/languages';
import { useChangeLanguage } from '../../app/i18n/use-change-language';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { SettingsDialogProps } from './settings-dialog-props';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

/**
 * Spec §2 "Change language": the UI switches as soon as a language is chosen; it is kept in local storage and saved
 * on the account, so e-mails follow it.
 */
export function LanguageDialog({ opened, onClose }: SettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('settings:language.title')}>
      <Stack gap="lg">
        <Radio.Group
          label={t('settings:language.legend')}
          value={toLanguageCode(i18n.language)}
          onChange={(value) => {
            if (isLanguageCode(value)) void changeLanguage(value);
          }}
        >
          <Stack gap="sm" mt="xs">
            {LANGUAGES.map(({ code, ui, label }) => (
              <Radio
                key={code}
                value={code}
                label={label}
                lang={ui}
                data-autofocus={code === toLanguageCode(i18n.language) || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('settings:dialog.done')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
