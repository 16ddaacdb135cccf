import type { Database } from '../../db/client.js';
import type { CatalogueView } from '../../platform/catalogue-cache.js';
import { badUserInput, fieldError } from '../../platform/errors.js';
import { PAGE_SIZES, parsePagination } from '../../platform/pagination.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput, withoutNulls } from '../../platform/validation.js';
import {
  articleIdInput,
  articlesFilterInput,
  feedFilterInput,
  publishedSortInput,
  slugInput,
} from './articles.inputs.js';
import {
  type ArticleRow,
  articleWhere,
  findArticleBySlug,
  findArticlesPage,
  findFeaturedArticles,
  findFeedPage,
  findMyBookmarkedArticles,
  toggleArticleBookmark,
} from './articles.repository.js';

const MAX_FEATURED = 10;

type PaginationArg = Parameters<typeof parsePagination>[0];

/**
 * The wall and the blog: published articles and trip announcements only (the repository's queries say so in SQL),
 * featured articles first on the wall, newest first everywhere else, and what a person's bookmark changes. Returns
 * rows (or, for the wall, which items are on a page, read through the request's loaders); resolvers present them.
 */
export class ArticlesService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork; pubsub: AppPubSub }) {}

  /** Which articles and announcements a page of the wall holds, in order, and how many there are; kept. */
  feedPage(view: CatalogueView, args: { filter?: object | null; sort?: object | null; pagination?: PaginationArg }) {
    const filter = parseInput(feedFilterInput, withoutNulls(args.filter));
    const { direction } = parseInput(publishedSortInput, withoutNulls(args.sort));
    const page = parsePagination(args.pagination, PAGE_SIZES.feed);
    return view.get(`feed:${JSON.stringify([filter, direction, page])}`, () =>
      findFeedPage(this.deps.db, filter, direction, page),
    );
  }

  /** A page of the blog: published articles, newest first unless asked otherwise, optionally by label and language. */
  publishedPage(args: { filter?: object | null; sort?: object | null; pagination?: PaginationArg }) {
    const filter = parseInput(articlesFilterInput, withoutNulls(args.filter));
    const { direction } = parseInput(publishedSortInput, withoutNulls(args.sort));
    const page = parsePagination(args.pagination, PAGE_SIZES.feed);
    return findArticlesPage(this.deps.db, articleWhere(filter.labels, filter.writtenIn === 'en_US'), direction, page);
  }

  /** The published article at this address, or at one it had before; null for anything else. */
  async bySlug(slug: string): Promise<ArticleRow | null> {
    return (await findArticleBySlug(this.deps.db, parseInput(slugInput, slug))) ?? null;
  }

  /** A page of a person's bookmarked published articles. */
  bookmarked(userId: string, pagination: PaginationArg) {
    return findMyBookmarkedArticles(this.deps.db, userId, parsePagination(pagination, PAGE_SIZES.profile));
  }

  /** Other featured articles to read after this one (at most 10). */
  featuredAfter(article: ArticleRow, limit: number | null | undefined): Promise<ArticleRow[]> {
    return findFeaturedArticles(this.deps.db, article, Math.min(Math.max(limit ?? 3, 0), MAX_FEATURED));
  }

  /** Adds or removes a person's bookmark of a published article; answers the article's id. */
  async toggleBookmark(userId: string, id: string): Promise<string> {
    const parsed = articleIdInput.safeParse(id);
    if (!parsed.success) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    await this.deps.work.run(async (tx) => {
      if (!(await toggleArticleBookmark(tx, userId, parsed.data))) {
        throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
      }
    });
    return parsed.data;
  }

  /** What is published on the wall from now on, from every process (the database announces it: migration 0005). */
  feedEvents() {
    return this.deps.pubsub.subscribe('feed:updated');
  }
}
