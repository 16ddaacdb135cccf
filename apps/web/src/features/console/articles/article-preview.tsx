import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorArticleFieldsFragment, FeedCardFragment } from '../../../generated/graphql';
import { FeedCard, loadArticleBody } from '../../dashboard';
import { PreviewFrame } from '../editorial/preview-frame';

const ArticleBody = lazy(() => loadArticleBody().then((module) => ({ default: module.ArticleBody })));

/** The draft as the wall's card needs it; not yet published, it shows the time it is to go out, or now. */
function previewCard(article: EditorArticleFieldsFragment): FeedCardFragment {
  return {
    __typename: 'PublishedArticle',
    _id: article._id,
    // The Czech version, which the editor writes first.
    language: 'cs_CZ',
    slug: article.slug,
    title: article.title,
    preview: article.preview,
    publishedAt: article.publishedAt ?? article.scheduledAt ?? new Date().toISOString(),
    image: article.image,
    label: article.label,
    isBookmarked: false,
  };
}

/** The article editor's preview: the draft in the app's own wall card and article layout, at phone or desktop width. */
export function ArticlePreview({ article }: { article: EditorArticleFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <PreviewFrame
      note={t('console:articleEditor.preview.note')}
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
