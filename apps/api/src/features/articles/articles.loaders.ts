import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import {
  type AnnouncementRow,
  type ArticleRow,
  findBookmarkedArticleIds,
  findPublishedAnnouncementsByIds,
  findPublishedArticlesByIds,
} from './articles.repository.js';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Per-request loaders of wall content: published articles and announcements come from the catalogue kept in memory,
 * those not kept yet one statement per kind, however long the page.
 */
export function createArticleLoaders(db: Database, catalogue: CatalogueView) {
  const bookmarked = new Map<string, DataLoader<string, boolean>>();
  return {
    articleById: new DataLoader<string, ArticleRow | undefined>((ids) =>
      catalogue.getMany('article', ids, async (missing) => byId(await findPublishedArticlesByIds(db, missing))),
    ),
    announcementById: new DataLoader<string, AnnouncementRow | undefined>((ids) =>
      catalogue.getMany('announcement', ids, async (missing) =>
        byId(await findPublishedAnnouncementsByIds(db, missing)),
      ),
    ),
    /** Whether the viewer has bookmarked each article. */
    articleBookmarked(userId: string): DataLoader<string, boolean> {
      let loader = bookmarked.get(userId);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const set = await findBookmarkedArticleIds(db, userId, ids);
          return ids.map((id) => set.has(id));
        });
        bookmarked.set(userId, loader);
      }
      return loader;
    },
  };
}
