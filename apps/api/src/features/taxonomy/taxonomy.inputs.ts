import { z } from 'zod';
import { englishText } from '../editorial/index.js';
import { isHexColor } from './taxonomy.contrast.js';

export const LABEL_KINDS = ['TRIP', 'ARTICLE'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** The 14 regions (kraje), the schema's `Region`. */
export const REGIONS = [
  'CENTRAL_BOHEMIAN',
  'HRADEC_KRALOVE',
  'KARLOVY_VARY',
  'LIBEREC',
  'MORAVIAN_SILESIAN',
  'OLOMOUC',
  'PARDUBICE',
  'PILSEN',
  'PRAGUE_CAPITAL',
  'SOUTH_BOHEMIAN',
  'SOUTH_MORAVIAN',
  'USTI',
  'VYSOCINA',
  'ZLIN',
] as const;

export const labelKindInput = z.object({ kind: z.enum(LABEL_KINDS, { error: 'INVALID_VALUE' }) });

/** A label's names and colour; the colour's contrast is the service's to check (it needs the ratio in the error). */
export const labelInput = z.object({
  labelCs: z.string().trim().min(1).max(40),
  labelEn: z.string().trim().min(1).max(40),
  color: z
    .string()
    .trim()
    .refine(isHexColor, { error: 'INVALID_VALUE' })
    .transform((color) => color.toLowerCase()),
});

export type LabelFields = z.output<typeof labelInput>;

export const areaInput = z.object({
  name: z.string().trim().min(1).max(60),
  /**
   * The name in English (issue 30), optional: readers of English get the Czech one without it. Null when blank or not
   * sent, so a save without it clears it (as every editorial English text) and an unchanged area compares equal.
   */
  nameEn: englishText(60).transform((name) => name ?? null),
  region: z.enum(REGIONS, { error: 'INVALID_VALUE' }),
});

export type AreaFields = z.output<typeof areaInput>;
