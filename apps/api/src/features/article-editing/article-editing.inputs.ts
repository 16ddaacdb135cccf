import { z } from 'zod';
import { SLUG_PATTERN } from '../../platform/slug.js';
import {
  blankToNull,
  EDITORIAL_STATUSES,
  englishText,
  englishTitleRequired,
  uuid,
  versionInput,
} from '../editorial/index.js';

export const SLUG_MAX_LENGTH = 80;

/**
 * An article as the console's editor saves it. A draft needs only a title; what publishing needs is checked when the
 * article is scheduled or published (`missingForPublication`). A blank slug is made from the title by the service.
 */
const slugInput = z.preprocess(
  blankToNull,
  z.string().trim().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'INVALID_VALUE' }).nullish(),
);

export const articleDraftInput = z
  .object({
    title: z.string().trim().min(1).max(120),
    slug: slugInput,
    labelId: z.preprocess(blankToNull, uuid.nullish()),
    imageId: z.preprocess(blankToNull, uuid.nullish()),
    /** What the picture shows, saved on the image; left out, the image keeps its own. Blank with a picture: REQUIRED. */
    imageAlt: z.string().trim().max(300).nullish(),
    perex: z.string().trim().max(600).default(''),
    preview: z.string().trim().max(300).default(''),
    content: z.string().max(50_000).default(''),
    authorId: z.preprocess(blankToNull, uuid.nullish()),
    /**
     * The English version (issue 30), with its own slug (made from the English title when blank): optional; readers of
     * English get it once its slug, title, preview, perex and content are there.
     */
    slugEn: slugInput,
    titleEn: englishText(120),
    previewEn: englishText(300),
    perexEn: englishText(600),
    contentEn: englishText(50_000, { trim: false }),
    /** What the picture shows, in English; saved on the image. */
    imageAltEn: englishText(300),
  })
  .superRefine(
    englishTitleRequired((draft) => [draft.slugEn, draft.previewEn, draft.perexEn, draft.contentEn, draft.imageAltEn]),
  );

export type ArticleDraftInput = z.output<typeof articleDraftInput>;

/** An article's fields as saved: the slug and the credited author settled. A revision's snapshot and the audit's. */
export type ArticleDraft = Omit<ArticleDraftInput, 'slug' | 'slugEn' | 'authorId'> & {
  slug: string;
  /** Null while the article has no English title. */
  slugEn: string | null;
  authorId: string | null;
};

export const setFeaturedInput = versionInput.extend({ featured: z.boolean() });

export const editorArticlesInput = z.object({
  search: z.string().trim().max(120).nullish(),
  status: z.array(z.enum(EDITORIAL_STATUSES)).max(5).default([]),
  labelId: uuid.nullish(),
  authorId: uuid.nullish(),
  featured: z.boolean().nullish(),
  /** Only articles whose English version is not complete (issue 30). */
  missingEnglish: z.boolean().nullish(),
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
