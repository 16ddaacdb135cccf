import { graphql } from '../../../generated';

graphql(`
  fragment EditorArticleListItem on EditorArticle {
    _id
    title
    slug
    status
    featured
    updatedAt
    scheduledAt
    publishedAt
    label {
      _id
      label
      color
    }
    author {
      _id
      shortname
    }
    updatedBy {
      _id
      shortname
    }
  }
`);

export const editorArticlesQuery = graphql(`
  query EditorArticles($filter: EditorArticlesFilter, $pagination: PaginationInput) {
    editorArticles(filter: $filter, pagination: $pagination) {
      total
      edges {
        ...EditorArticleListItem
      }
    }
  }
`);

graphql(`
  fragment EditorArticleFields on EditorArticle {
    _id
    version
    status
    slug
    previousSlugs
    title
    perex
    preview
    content
    contentHtml
    slugEn
    titleEn
    previewEn
    perexEn
    contentEn
    contentEnHtml
    hasEnglish
    featured
    label {
      _id
      label
      color
    }
    image {
      _id
      url
      # The Czech description, which the console edits, whatever the UI language.
      alt: altCs
      altEn
      width
      height
      focalX
      focalY
    }
    author {
      _id
      shortname
    }
    scheduledAt
    publishedAt
    updatedAt
    updatedBy {
      _id
      shortname
    }
  }
`);

export const editorArticleQuery = graphql(`
  query EditorArticle($id: ID!) {
    editorArticle(id: $id) {
      ...EditorArticleFields
    }
  }
`);

/** The pickers of the article list's filters and the article editor: the article labels and the possible authors. */
export const articleEditorOptionsQuery = graphql(`
  query ArticleEditorOptions {
    editorLabels(kind: ARTICLE) {
      _id
      labelCs
      labelEn
      color
    }
    articleAuthors {
      _id
      shortname
    }
  }
`);

export const articleRevisionsQuery = graphql(`
  query ArticleRevisions($id: ID!) {
    articleRevisions(id: $id) {
      version
      createdAt
      author {
        _id
        shortname
      }
      fields
    }
  }
`);

export const createArticleMutation = graphql(`
  mutation CreateArticle($input: ArticleDraftInput!) {
    createArticle(input: $input) {
      ...EditorArticleFields
    }
  }
`);

export const updateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $version: Int!, $input: ArticleDraftInput!) {
    updateArticle(id: $id, version: $version, input: $input) {
      ...EditorArticleFields
    }
  }
`);

export const publishArticleMutation = graphql(`
  mutation PublishArticle($id: ID!, $version: Int!) {
    publishArticle(id: $id, version: $version) {
      ...EditorArticleFields
    }
  }
`);

export const scheduleArticleMutation = graphql(`
  mutation ScheduleArticle($id: ID!, $version: Int!, $at: DateTime!) {
    scheduleArticle(id: $id, version: $version, at: $at) {
      ...EditorArticleFields
    }
  }
`);

export const unpublishArticleMutation = graphql(`
  mutation UnpublishArticle($id: ID!, $version: Int!) {
    unpublishArticle(id: $id, version: $version) {
      ...EditorArticleFields
    }
  }
`);

export const deleteArticleDraftMutation = graphql(`
  mutation DeleteArticleDraft($id: ID!, $version: Int!) {
    deleteArticleDraft(id: $id, version: $version)
  }
`);

export const restoreArticleRevisionMutation = graphql(`
  mutation RestoreArticleRevision($id: ID!, $version: Int!, $revision: Int!) {
    restoreArticleRevision(id: $id, version: $version, revision: $revision) {
      ...EditorArticleFields
    }
  }
`);

export const setArticleFeaturedMutation = graphql(`
  mutation SetArticleFeatured($id: ID!, $version: Int!, $featured: Boolean!) {
    setArticleFeatured(id: $id, version: $version, featured: $featured) {
      ...EditorArticleFields
    }
  }
`);
