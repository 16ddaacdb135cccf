import { z } from 'zod';
import { emailInput as email } from '../../platform/email-input.js';

export const password = z.string().min(8).max(128);
const name = z.string().trim().min(1).max(50);
const language = z.enum(['cs_CZ', 'en_US']);
/** Age ranges are stored by their lower bound (spec §3). */
export const AGE_RANGES = [0, 18, 30, 45, 60] as const;

export const signUpInput = z.object({ email, language: language.default('cs_CZ') });

export const finishSignUpInput = z.object({
  code: z.string().trim().min(1).max(200),
  password,
  firstname: name,
  lastname: name,
});

export const signInInput = z.object({ email, password: z.string().min(1).max(128) });

export const emailInput = z.object({ email });

export const resetPasswordInput = z.object({ code: z.string().trim().min(1).max(200), password });

export const changePasswordInput = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: password })
  .refine((value) => value.oldPassword !== value.newPassword, {
    message: 'PASSWORDS_MUST_BE_DIFFERENT',
    path: ['newPassword'],
  });

export const updateMyProfileInput = z.object({
  firstname: name.optional(),
  lastname: name.optional(),
  cityId: z.coerce.number().int().positive().nullable().optional(),
  sex: z.enum(['F', 'M']).nullable().optional(),
  ageRange: z
    .number()
    .int()
    .refine((value) => (AGE_RANGES as readonly number[]).includes(value), { message: 'INVALID_VALUE' })
    .nullable()
    .optional(),
  language: language.optional(),
});

export const signOutSessionInput = z.object({ sessionId: z.string().uuid({ error: 'INVALID_VALUE' }) });

export const deleteAccountInput = z.object({ feedback: z.string().trim().max(2000).nullish() });

export type UpdateMyProfileInput = z.output<typeof updateMyProfileInput>;
