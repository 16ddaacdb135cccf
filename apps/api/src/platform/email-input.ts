import { z } from 'zod';

/** An e-mail address as every input takes it: trimmed, at most 254 characters, valid, and lower-cased. */
export const emailInput = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());
