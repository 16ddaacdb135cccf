import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import {
  type AnnouncementRow,
  type ArticleRow,
  findBookmarkedArticleIds,
  findPublishedAnnouncementsByIds,
  findPublishedArticlesByIds,
} from './articles.repository.js';

function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | undefined)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id));
}

/** Per-request loaders of wall content: one statement per kind, however long the page. */
export function createArticleLoaders(db: Database) {
  const bookmarked = new Map<string, DataLoader<string, boolean>>();
  return {
    articleById: new DataLoader<string, ArticleRow | undefined>(async (ids) =>
      byId(await findPublishedArticlesByIds(db, ids), ids),
    ),
    announcementById: new DataLoader<string, AnnouncementRow | undefined>(async (ids) =>
      byId(await findPublishedAnnouncementsByIds(db, ids), ids),
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
