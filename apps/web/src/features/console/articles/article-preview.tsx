import { useQuery } from '@apollo/client/react';
import { lazy } from 'react';
import type { UiLanguage } from '../../../app/i18n/languages';
import type { EditorArticleFieldsFragment, FeedCardFragment, Language } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { FeedCard, loadArticleBody } from '../../dashboard';
import { PreviewFrame } from '../editorial/preview-frame';
import { type LabelNames, localized, readerAlt, readerLabel, usePreviewReader } from '../editorial/preview-language';
import { articleEditorOptionsQuery } from '../graphql/articles.queries';

const ArticleBody = lazy(() => loadArticleBody().then((module) => ({ default: module.ArticleBody })));

/** A draft as one reader gets it: its texts in `language`, the picture's description and the label for the reader. */
type ReadArticle = EditorArticleFieldsFragment & { language: Language };

function readArticle(
  article: EditorArticleFieldsFragment,
  language: Language,
  reader: UiLanguage,
  labels: LabelNames,
): ReadArticle {
  return {
    ...article,
    language,
    slug: localized(language, article.slug, article.slugEn),
    title: localized(language, article.title, article.titleEn),
    preview: localized(language, article.preview, article.previewEn),
    perex: localized(language, article.perex, article.perexEn),
    contentHtml: localized(language, article.contentHtml, article.contentEnHtml),
    image: article.image && { ...article.image, alt: readerAlt(article.image, reader) },
    label: readerLabel(article.label, labels, reader),
  };
}

/** The draft as the wall's card needs it; not yet published, it shows the time it is to go out, or now. */
function previewCard(article: ReadArticle): FeedCardFragment {
  return {
    __typename: 'PublishedArticle',
    _id: article._id,
    language: article.language,
    slug: article.slug,
    title: article.title,
    preview: article.preview,
    publishedAt: article.publishedAt ?? article.scheduledAt ?? new Date().toISOString(),
    image: article.image,
    label: article.label,
    isBookmarked: false,
  };
}

/**
 * The article editor's preview: the saved draft in the app's own wall card and article layout, at phone or desktop
 * width, as a reader of Czech or of English gets it.
 */
export function ArticlePreview({ article: draft }: { article: EditorArticleFieldsFragment }) {
  const { t } = useTranslation();
  const { reader, language, languages } = usePreviewReader(draft.hasEnglish);
  // The editor's own options, loaded with the form: its labels have both names.
  const labels = useQuery(articleEditorOptionsQuery).data?.editorLabels ?? [];
  const article = readArticle(draft, language, reader, labels);
  return (
    <PreviewFrame
      note={t('console:articleEditor.preview.note')}
      languages={languages}
      parts={[
        {
          caption: t('console:articleEditor.preview.card'),
          card: true,
          content: <FeedCard item={previewCard(article)} />,
        },
        {
          caption: t('console:articleEditor.preview.detail'),
          content: (
            <ArticleBody
              article={{ ...article, publishedAt: article.publishedAt ?? article.scheduledAt ?? null }}
              documentTitle={false}
            />
          ),
        },
      ]}
    />
  );
}
