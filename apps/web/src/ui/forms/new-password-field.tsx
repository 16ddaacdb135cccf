import type { PasswordInputProps } from '@mantine/core';
import { Stack } from '@mantine/core';
import { PasswordField } from './password-field';
import { usePasswordStrength } from './password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldProps extends PasswordInputProps {
  /** What is typed in the field now (the form's watched value), for the meter. */
  typed: string;
  /** The person's e-mail and names, which make a password easy to guess. */
  personal: readonly string[];
}

/** A field for a new password with a strength meter under it. */
export function NewPasswordField({ typed, personal, ...props }: NewPasswordFieldProps) {
  const strength = usePasswordStrength(typed, personal);
  return (
    <Stack gap={6}>
      <PasswordField autoComplete="new-password" {...props} />
      <PasswordStrengthMeter strength={strength} />
    </Stack>
  );
}
