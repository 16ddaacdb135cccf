import { graphql } from '../../../generated';

/** The overview's count of what readers of English still see in Czech; null for kinds the editor does not edit. */
export const translationGapsQuery = graphql(`
  query TranslationGaps {
    translationGaps {
      trips
      announcements
      articles
      areas
    }
  }
`);
