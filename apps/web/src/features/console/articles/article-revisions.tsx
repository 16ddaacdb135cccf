import { useMutation, useQuery } from '@apollo/client/react';
import type { EditorArticleFieldsFragment } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import type { RevisionFieldDescriptor } from '../editorial/revision-diff';
import { type RevisionRef, RevisionsPanel, useRevisionRows } from '../editorial/revisions-panel';
import {
  articleEditorOptionsQuery,
  articleRevisionsQuery,
  restoreArticleRevisionMutation,
} from '../graphql/articles.queries';

/**
 * An article revision's fields (the JSON of `ArticleDraftInput`) in the editor's order, each with how it reads; the
 * picture with the alt text saved beside it, so a changed alt text shows too.
 */
export const ARTICLE_REVISION_FIELDS = [
  { field: 'title', kind: 'text' },
  { field: 'slug', kind: 'text' },
  { field: 'labelId', kind: 'label' },
  { field: 'imageId', kind: 'image', altField: 'imageAlt' },
  { field: 'perex', kind: 'lines' },
  { field: 'preview', kind: 'lines' },
  { field: 'content', kind: 'lines' },
  { field: 'titleEn', kind: 'text' },
  { field: 'slugEn', kind: 'text' },
  { field: 'imageAltEn', kind: 'text' },
  { field: 'perexEn', kind: 'lines' },
  { field: 'previewEn', kind: 'lines' },
  { field: 'contentEn', kind: 'lines' },
  { field: 'authorId', kind: 'author' },
] as const satisfies readonly RevisionFieldDescriptor[];

type ArticleRevisionField = (typeof ARTICLE_REVISION_FIELDS)[number]['field'];

interface ArticleRevisionsProps {
  article: EditorArticleFieldsFragment;
  onRestored(article: EditorArticleFieldsFragment): void;
}

/** The article's revisions: the editorial revisions panel with the article's fields, labels and authors. */
export function ArticleRevisions({ article, onRestored }: ArticleRevisionsProps) {
  const { t, i18n } = useTranslation();
  const options = useQuery(articleEditorOptionsQuery).data;
  const revisions = useRevisionRows(articleRevisionsQuery, article._id, (data) => data.articleRevisions);
  const [restore] = useMutation(restoreArticleRevisionMutation);

  const refName = ({ type, id }: RevisionRef): string | undefined => {
    if (type === 'author') {
      return (
        options?.articleAuthors.find((author) => author._id === id)?.shortname ??
        (article.author?._id === id ? article.author.shortname : undefined)
      );
    }
    if (type !== 'label') return undefined;
    const label = options?.editorLabels.find((item) => item._id === id);
    if (label) return i18n.language.startsWith('en') ? label.labelEn : label.labelCs;
    return article.label?._id === id ? article.label.label : undefined;
  };

  return (
    <RevisionsPanel
      item={article}
      revisions={revisions}
      restore={async (revision) => {
        const result = await restore({ variables: { id: article._id, version: article.version, revision } });
        if (!result.data) throw new Error('restoreArticleRevision answered no article');
        return result.data.restoreArticleRevision;
      }}
      onRestored={onRestored}
      fields={ARTICLE_REVISION_FIELDS}
      fieldName={(field: ArticleRevisionField) => t(`console:articleRevisions.fields.${field}`)}
      refName={refName}
      texts="articleRevisions"
    />
  );
}
