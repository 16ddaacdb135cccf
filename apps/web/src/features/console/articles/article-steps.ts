import { useMutation } from '@apollo/client/react';
import type { EditorArticleFieldsFragment } from '../../../generated/graphql';
import type { WorkflowSteps } from '../editorial/workflow-actions';
import { publishArticleMutation, scheduleArticleMutation, unpublishArticleMutation } from '../graphql/articles.queries';

type Article = EditorArticleFieldsFragment;

/** A saved article's workflow steps for the workflow panel: articles have no review, only publication. */
export function useArticleSteps(): (article: Article) => WorkflowSteps<Article> {
  const [publish] = useMutation(publishArticleMutation);
  const [schedule] = useMutation(scheduleArticleMutation);
  const [unpublish] = useMutation(unpublishArticleMutation);
  return (article) => {
    const variables = { id: article._id, version: article.version };
    return {
      publish: async () => (await publish({ variables })).data?.publishArticle,
      schedule: async (at) => (await schedule({ variables: { ...variables, at } })).data?.scheduleArticle,
      unpublish: async () => (await unpublish({ variables })).data?.unpublishArticle,
    };
  };
}
