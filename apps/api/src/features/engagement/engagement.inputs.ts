import { z } from 'zod';
import { emailInput as email } from '../../platform/email-input.js';
import { AGE_RANGES } from '../accounts/index.js';

/** Spec §5 leaves the number open; five keeps recommendations focused. */
export const MAX_INTERESTS = 5;

export const onboardingInput = z
  .object({
    cityId: z.coerce.number().int().positive().nullable().optional(),
    sex: z.enum(['F', 'M']).nullable().optional(),
    ageRange: z
      .number()
      .int()
      .refine((value) => (AGE_RANGES as readonly number[]).includes(value), { message: 'INVALID_VALUE' })
      .nullable()
      .optional(),
    drink: z.enum(['COFFEE', 'TEA']).nullable().optional(),
    sleep: z.enum(['SLEEPING_BAG', 'HOTEL']).nullable().optional(),
    transport: z.enum(['PUBLIC_TRANSPORT', 'CAR']).nullable().optional(),
    company: z.enum(['ALONE', 'WITH_COMPANION']).nullable().optional(),
    durations: z
      .array(z.enum(['HALF_DAY', 'SHORT_WALK', 'WEEKEND', 'WHOLE_DAY']))
      .max(4)
      .nullable()
      .optional(),
    // GraphQL has checked the values; the count is checked by the service, whose error names the limit.
    interests: z
      .array(z.string())
      .transform((list) => [...new Set(list)])
      .nullable()
      .optional(),
    referralSource: z
      .enum(['INSTAGRAM', 'SEARCH_ENGINE', 'RECOMMENDATION', 'OTHER', 'CANT_REMEMBER'])
      .nullable()
      .optional(),
    referralText: z.string().trim().max(500).nullable().optional(),
    step: z.number().int().min(1).max(4).nullable().optional(),
    completed: z.boolean().nullable().optional(),
  })
  .refine((value) => value.referralSource !== 'OTHER' || Boolean(value.referralText), {
    message: 'REFERRAL_OTHER_NEEDS_TEXT',
    path: ['referralText'],
  });

export type OnboardingInput = z.output<typeof onboardingInput>;

export const newsletterInput = z.object({ email, language: z.enum(['cs_CZ', 'en_US']).default('cs_CZ') });

export const confirmInput = z.object({ code: z.string().trim().min(1).max(200) });

export const supportInput = z.object({
  email: email.nullish(),
  message: z.string().trim().min(1).max(5000),
});
