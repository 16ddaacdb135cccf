import { z } from 'zod';
import { blankToNull, EDITORIAL_STATUSES, englishText, englishTitleRequired, uuid } from '../editorial/index.js';

/**
 * A trip announcement as the console's editor saves it: a draft needs a title and the announced trip; what publishing
 * needs (the preview) is checked when it is submitted, scheduled or published. Lengths as a trip's title and preview.
 */
export const announcementDraftInput = z
  .object({
    title: z.string().trim().min(1).max(120),
    preview: z.string().trim().max(300).default(''),
    labelId: z.preprocess(blankToNull, uuid.nullish()),
    imageId: z.preprocess(blankToNull, uuid.nullish()),
    tripId: uuid,
    /** The English version (issue 30): optional; shown to readers of English once title and preview are there. */
    titleEn: englishText(120),
    previewEn: englishText(300),
  })
  .superRefine(englishTitleRequired((draft) => [draft.previewEn]));

export type AnnouncementDraft = z.output<typeof announcementDraftInput>;

export const editorAnnouncementsInput = z.object({
  search: z.string().trim().max(120).nullish(),
  status: z.array(z.enum(EDITORIAL_STATUSES)).max(5).default([]),
  labelId: uuid.nullish(),
  tripId: uuid.nullish(),
  authorId: uuid.nullish(),
  updatedFrom: z.date().nullish(),
  updatedTo: z.date().nullish(),
  /** Only announcements whose English version is not complete (issue 30). */
  missingEnglish: z.boolean().nullish(),
  sort: z
    .object({
      field: z.enum(['updatedAt', 'title', 'publishedAt']).default('updatedAt'),
      direction: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ field: 'updatedAt', direction: 'DESC' }),
});

export type EditorAnnouncementsFilter = z.output<typeof editorAnnouncementsInput>;
