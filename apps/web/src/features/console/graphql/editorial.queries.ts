import { graphql } from '../../../generated';

/** Markdown as the app will show it (the API's renderer and sanitiser): the editors' live preview. */
export const markdownPreviewQuery = graphql(`
  query MarkdownPreview($markdown: String!) {
    markdownPreview(markdown: $markdown)
  }
`);
