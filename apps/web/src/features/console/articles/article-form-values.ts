import type { ArticleDraftInput, EditorArticleFieldsFragment } from '../../../generated/graphql';
import type { UploadedImage } from '../editorial/upload';

/** The article editor's form. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  labelId: string | null;
  image: UploadedImage | null;
  /** What the picture shows (its alt text). */
  imageAlt: string;
  perex: string;
  preview: string;
  content: string;
  authorId: string | null;
  /** The English version (issue 30): every text optional, blank is none; a blank slug is made from the title. */
  titleEn: string;
  slugEn: string;
  previewEn: string;
  perexEn: string;
  contentEn: string;
  imageAltEn: string;
}

/** The English texts of the form (the picture's description too), which a started version needs its title beside. */
export const ENGLISH_FIELDS = ['titleEn', 'slugEn', 'previewEn', 'perexEn', 'contentEn', 'imageAltEn'] as const;

export function emptyArticleForm(authorId: string | null): ArticleFormValues {
  return {
    title: '',
    slug: '',
    labelId: null,
    image: null,
    imageAlt: '',
    perex: '',
    preview: '',
    content: '',
    authorId,
    titleEn: '',
    slugEn: '',
    previewEn: '',
    perexEn: '',
    contentEn: '',
    imageAltEn: '',
  };
}

export function articleFormValues(article: EditorArticleFieldsFragment): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    labelId: article.label?._id ?? null,
    image: article.image ? { _id: article.image._id, url: article.image.url } : null,
    imageAlt: article.image?.alt ?? '',
    perex: article.perex,
    preview: article.preview,
    content: article.content,
    authorId: article.author?._id ?? null,
    titleEn: article.titleEn ?? '',
    slugEn: article.slugEn ?? '',
    previewEn: article.previewEn ?? '',
    perexEn: article.perexEn ?? '',
    contentEn: article.contentEn ?? '',
    imageAltEn: article.image?.altEn ?? '',
  };
}

/**
 * The form as `ArticleDraftInput`. The slug shown is always sent (an article keeps its address unless the editor
 * changes it); an empty one asks the server to make it from the title.
 */
export function articleDraftInput(values: ArticleFormValues): ArticleDraftInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || null,
    labelId: values.labelId,
    imageId: values.image?._id ?? null,
    imageAlt: values.image ? values.imageAlt.trim() : null,
    perex: values.perex,
    preview: values.preview,
    content: values.content,
    authorId: values.authorId,
    titleEn: values.titleEn,
    slugEn: values.titleEn.trim() ? values.slugEn.trim() || null : null,
    previewEn: values.previewEn,
    perexEn: values.perexEn,
    contentEn: values.contentEn,
    imageAltEn: values.image ? values.imageAltEn.trim() : null,
  };
}

/** The form field an API error names (`imageId` is the picture). */
export function articleFieldOf(field: string): keyof ArticleFormValues {
  if (field === 'imageId') return 'image';
  const known: readonly string[] = [
    'title',
    'slug',
    'labelId',
    'imageAlt',
    'perex',
    'preview',
    'content',
    'authorId',
    ...ENGLISH_FIELDS,
  ];
  return (known.includes(field) ? field : 'title') as keyof ArticleFormValues;
}
