import {
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
  passwordsDoNotMatch,
  passwordsMatch,
  requiredText,
} from '../../ui/forms/fields';
import { z } from '../../ui/forms/zod';

export const signInSchema = z.object({ email: emailField, password: currentPasswordField });
export type SignInValues = z.input<typeof signInSchema>;

export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;

export const finishSignUpSchema = z
  .object({
    code: requiredText,
    firstname: nameField,
    lastname: nameField,
    password: newPasswordField,
    passwordAgain: z.string().min(1, { error: 'REQUIRED' }),
  })
  .refine(passwordsMatch, passwordsDoNotMatch);
export type FinishSignUpValues = z.input<typeof finishSignUpSchema>;

export const resetPasswordSchema = z
  .object({
    code: requiredText,
    password: newPasswordField,
    passwordAgain: z.string().min(1, { error: 'REQUIRED' }),
  })
  .refine(passwordsMatch, passwordsDoNotMatch);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
