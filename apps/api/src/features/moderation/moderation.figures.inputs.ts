import { z } from 'zod';

/** The longest span the figures are given for at once. */
export const MAX_MONTHS = 24;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'INVALID_VALUE' });

/** Months since year 0, so that spans are a subtraction. */
const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

export const figuresRangeInput = z
  .object({ from: month, to: month })
  .refine(({ from, to }) => monthIndex(from) <= monthIndex(to), { message: 'INVALID_VALUE', path: ['to'] })
  .refine(({ from, to }) => monthIndex(to) - monthIndex(from) < MAX_MONTHS, { message: 'INVALID_VALUE', path: ['to'] });

export type FiguresRange = z.output<typeof figuresRangeInput>;
