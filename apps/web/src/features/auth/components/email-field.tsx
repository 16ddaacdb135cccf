import { TextInput, type TextInputProps } from '@mantine/core';
import { registerAuthTexts } from '../../../app/i18n/auth-texts';
import { useTranslation } from '../../../ui/i18n/use-translation';

registerAuthTexts();

/** The e-mail field of the auth screens: labelled, typed and autocompleted as an e-mail address. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth:fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
