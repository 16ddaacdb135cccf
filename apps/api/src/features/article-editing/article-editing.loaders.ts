import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { findPreviousSlugs } from './article-editing.repository.js';

/** Per-request loaders of the console's articles: the earlier slugs of a whole page in one statement. */
export function createArticleEditingLoaders(db: Database) {
  return {
    previousSlugsByArticleId: new DataLoader<string, string[]>(async (ids) => {
      const byArticle = await findPreviousSlugs(db, ids);
      return ids.map((id) => byArticle.get(id) ?? []);
    }),
  };
}
