import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../ui/i18n/use-translation';
import { isLanguageCode, LANGUAGES, toLanguageCode } from './languages';
import { useChangeLanguage } from './use-change-language';

/** A native select labelled "Language" offering "Čeština" and "English" (names in their own language). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <NativeSelect
      aria-label={t('common:language.label')}
      size="sm"
      w={132}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={toLanguageCode(i18n.language)}
      data={LANGUAGES.map(({ code, label }) => ({ value: code, label }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
    />
  );
}
