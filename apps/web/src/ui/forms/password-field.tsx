import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** A password input whose show/hide toggle is labelled in the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.showPassword') }}
      {...props}
    />
  );
}
