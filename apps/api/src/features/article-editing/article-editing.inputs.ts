import { z } from 'zod';
import { blankToNull, EDITORIAL_STATUSES, uuid, versionInput } from '../editorial/index.js';

/** An article's address: what `platform/slug.ts` makes of a title (lower-case letters, digits, single hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/**
 * An article as the console's editor saves it. A draft needs only a title; what publishing needs is checked when the
 * article is scheduled or published (`missingForPublication`). A blank slug is made from the title by the service.
 */
export const articleDraftInput = z.object({
  title: z.string().trim().min(1).max(120),
  slug: z.preprocess(
    blankToNull,
    z.string().trim().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'INVALID_VALUE' }).nullish(),
  ),
  labelId: z.preprocess(blankToNull, uuid.nullish()),
  imageId: z.preprocess(blankToNull, uuid.nullish()),
  /** What the picture shows, saved on the image; left out, the image keeps its own. Blank with a picture: REQUIRED. */
  imageAlt: z.string().trim().max(300).nullish(),
  perex: z.string().trim().max(600).default(''),
  preview: z.string().trim().max(300).default(''),
  content: z.string().max(50_000).default(''),
  authorId: z.preprocess(blankToNull, uuid.nullish()),
});

export type ArticleDraftInput = z.output<typeof articleDraftInput>;

/** An article's fields as saved: the slug and the credited author settled. A revision's snapshot and the audit's. */
export type ArticleDraft = Omit<ArticleDraftInput, 'slug' | 'authorId'> & { slug: string; authorId: string | null };

export const setFeaturedInput = versionInput.extend({ featured: z.boolean() });

export const editorArticlesInput = z.object({
  search: z.string().trim().max(120).nullish(),
  status: z.array(z.enum(EDITORIAL_STATUSES)).max(5).default([]),
  labelId: uuid.nullish(),
  authorId: uuid.nullish(),
  featured: z.boolean().nullish(),
  updatedFrom: z.date().nullish(),
  updatedTo: z.date().nullish(),
  sort: z
    .object({
      field: z.enum(['updatedAt', 'title', 'publishedAt']).default('updatedAt'),
      direction: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ field: 'updatedAt', direction: 'DESC' }),
});

export type EditorArticlesFilter = z.output<typeof editorArticlesInput>;
