import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { PERMISSIONS } from '../../platform/auth/permissions.js';
import { badUserInput, type FieldError, fieldError } from '../../platform/errors.js';
import { parsePagination } from '../../platform/pagination.js';
import { slugify } from '../../platform/slug.js';
import { parseInput } from '../../platform/validation.js';
import { findUsersByIds, type UserRow } from '../accounts/index.js';
import {
  type Decide,
  EditorialWorkflow,
  existingIds,
  findRevisions,
  versionInput,
  type WorkflowDeps,
} from '../editorial/index.js';
import {
  type ArticleDraft,
  type ArticleDraftInput,
  articleDraftInput,
  editorArticlesInput,
  SLUG_MAX_LENGTH,
  setFeaturedInput,
} from './article-editing.inputs.js';
import * as repo from './article-editing.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];
type Article = repo.EditorArticleRow;

/** The article's editable fields as saved: a revision's snapshot and the audit log's before/after. */
function draftOf(article: Article): ArticleDraft {
  return {
    title: article.title,
    slug: article.slug,
    labelId: article.labelId,
    imageId: article.imageId,
    imageAlt: article.imageAlt,
    perex: article.perex,
    preview: article.preview,
    content: article.content,
    authorId: article.authorId,
    slugEn: article.slugEn,
    titleEn: article.titleEn,
    previewEn: article.previewEn,
    perexEn: article.perexEn,
    contentEn: article.contentEn,
    imageAltEn: article.imageAltEn,
  };
}

/** What the app and the blog show of every article (spec §3's article): each missing field is REQUIRED. */
export function missingForPublication(draft: Pick<ArticleDraft, 'perex' | 'preview' | 'content'>): FieldError[] {
  const missing: FieldError[] = [];
  if (draft.perex.length === 0) missing.push(fieldError('perex', 'REQUIRED'));
  if (draft.preview.length === 0) missing.push(fieldError('preview', 'REQUIRED'));
  if (draft.content.trim().length === 0) missing.push(fieldError('content', 'REQUIRED'));
  return missing;
}

function checkComplete(draft: Pick<ArticleDraft, 'perex' | 'preview' | 'content'>): void {
  const missing = missingForPublication(draft);
  if (missing.length) throw badUserInput(missing);
}

/** Whether an article must stay whole: it was scheduled or published at some point. */
function mustBeComplete(article: Article): boolean {
  return article.status !== 'DRAFT' || article.publishedAt !== null;
}

/**
 * Article authoring in the console (issue 18), through the editorial workflow (features/editorial/README.md), which
 * checks the permission table once per command (`article.manage`; `wall.feature` to feature), locks the article,
 * refuses a stale version, and records each write in the audit log in the same transaction. What is the article's own:
 * slugs that keep leading to it when they change, the credited author, its picture's description, the wall's
 * featured articles. Articles have no review: an editor publishes them.
 */
export class ArticleEditingService extends EditorialWorkflow<
  Article,
  repo.ArticleColumns,
  ArticleDraft,
  ArticleDraftInput
> {
  constructor(deps: WorkflowDeps) {
    super(deps, {
      entity: 'article',
      fieldsInput: articleDraftInput,
      noun: 'article',
      aNoun: 'an article',
      rules: {
        read: 'article.manage',
        create: 'article.manage',
        edit: 'article.manage',
        publish: 'article.manage',
        feature: 'wall.feature',
      },
      reviewed: false,
      find: repo.findEditorArticle,
      lock: repo.lockEditorArticle,
      update: (tx, id, columns) => repo.updateArticleRow(tx, id, columns),
      remove: repo.deleteArticleRow,
      audited: async (_tx, article) => ({ featured: article.featured, ...draftOf(article) }),
      createdAudit: { featured: false },
      checkComplete,
    });
  }

  list(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    this.authorize(viewer, 'read');
    const filter = parseInput(editorArticlesInput, input);
    return repo.findEditorArticlesPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE));
  }

  async get(viewer: UserRow, id: unknown): Promise<Article | null> {
    this.authorize(viewer, 'read');
    const { id: articleId } = parseInput(versionInput.pick({ id: true }), { id });
    return (await repo.findEditorArticle(this.deps.db, articleId)) ?? null;
  }

  /** Whom an article may be credited to: everyone who may write articles, while their account is active. */
  async authors(viewer: UserRow) {
    this.authorize(viewer, 'read');
    return repo.findActiveUsersWithRoles(this.deps.db, ['ADMIN', ...PERMISSIONS['article.manage']]);
  }

  async revisions(viewer: UserRow, id: unknown) {
    const article = await this.get(viewer, id);
    if (!article) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return findRevisions(this.deps.db, 'article', article.id);
  }

  create(viewer: UserRow, input: unknown): Promise<Article> {
    const fields = parseInput(articleDraftInput, input);
    return this.writeNew(
      viewer,
      () => this.checkReferences(fields, null),
      async (tx, _prepared, started) => {
        const draft: ArticleDraft = {
          ...fields,
          slug: await this.settleSlug(tx, { asked: fields.slug, title: fields.title }, null),
          slugEn: await this.settleEnglishSlug(tx, fields, null),
          authorId: fields.authorId ?? viewer.id,
        };
        await this.describeImage(tx, draft);
        const id = await repo.insertArticle(tx, {
          ...repo.columnsOf(draft),
          ...started,
        });
        return { id, draft };
      },
    );
  }

  /** Features the article on the wall or stops; setting what is already set changes (and records) nothing. */
  setFeatured(viewer: UserRow, input: unknown) {
    const { featured, ...ref } = parseInput(setFeaturedInput, input);
    return this.writeChange(viewer, ref, 'feature', 'article.setFeatured', async (article) =>
      article.featured === featured ? null : { columns: { featured } },
    );
  }

  protected checkFields(_viewer: UserRow, fields: ArticleDraftInput, current: Article): Promise<void> {
    return this.checkReferences(fields, current);
  }

  /** The slug settled and its history kept, the credited author, the picture's description. */
  protected async decideFields(article: Article, fields: ArticleDraftInput, { tx }: Decide) {
    const draft: ArticleDraft = {
      ...fields,
      slug: await this.settleSlug(tx, { asked: fields.slug, title: fields.title, current: article.slug }, article),
      slugEn: await this.settleEnglishSlug(tx, fields, article),
      authorId: fields.authorId ?? article.authorId,
    };
    if (mustBeComplete(article)) checkComplete(draft);
    await this.describeImage(tx, draft);
    // Either language's old address keeps leading here once it was public (HTTP 301 on the site).
    for (const [from, to] of [
      [article.slug, draft.slug],
      [article.slugEn, draft.slugEn],
    ] as const) {
      if (from && from !== to) {
        await repo.recordSlugChange(tx, {
          articleId: article.id,
          from,
          to: to ?? from,
          wasPublic: article.publishedAt !== null,
        });
      }
    }
    return { columns: repo.columnsOf(draft), draft };
  }

  /**
   * A label that is no article label, an image that does not exist or an author who is no active account is bad
   * input, not a database error. What the article already has is not asked again.
   */
  private async checkReferences(fields: ArticleDraftInput, current: Article | null): Promise<void> {
    const { db } = this.deps;
    const changed = <K extends 'labelId' | 'imageId' | 'authorId'>(key: K) =>
      fields[key] && fields[key] !== current?.[key] ? fields[key] : null;
    const labelId = changed('labelId');
    const imageId = changed('imageId');
    const authorId = changed('authorId');
    const [labelFound, foundImages, authors] = await Promise.all([
      labelId ? repo.isArticleLabel(db, labelId) : true,
      existingIds(db, images, imageId ? [imageId] : []),
      authorId ? findUsersByIds(db, [authorId]) : [],
    ]);
    const errors: FieldError[] = [];
    if (!labelFound) errors.push(fieldError('labelId', 'INVALID_VALUE'));
    if (imageId && !foundImages.has(imageId)) errors.push(fieldError('imageId', 'INVALID_VALUE'));
    if (fields.imageId && fields.imageAlt === '') errors.push(fieldError('imageAlt', 'REQUIRED'));
    if (authorId && authors[0]?.status !== 'ACTIVE') errors.push(fieldError('authorId', 'INVALID_VALUE'));
    if (errors.length) throw badUserInput(errors);
  }

  /** The English slug: none without an English title; else the one asked for, or the English title's, as the Czech. */
  private async settleEnglishSlug(tx: Database, fields: ArticleDraftInput, article: Article | null) {
    if (!fields.titleEn) return null;
    const wanted = { asked: fields.slugEn, title: fields.titleEn, current: article?.slugEn, field: 'slugEn' as const };
    return this.settleSlug(tx, wanted, article);
  }

  /** Saves what the picture shows on the image, in Czech (when given) and English. */
  private async describeImage(tx: Database, draft: ArticleDraft): Promise<void> {
    if (draft.imageId && (draft.imageAlt != null || draft.imageAltEn !== undefined)) {
      await repo.describeImage(tx, draft.imageId, { cs: draft.imageAlt, en: draft.imageAltEn });
    }
  }

  /**
   * The article's slug: the one asked for, unless another article has or had it (SLUG_TAKEN); without one, the
   * title's (a title of no letters becomes "article"), with -2, -3, … while taken. Each slug it looks at stays locked
   * until the transaction ends, so no one else takes it meanwhile.
   */
  private async settleSlug(
    tx: Database,
    wanted: { asked: string | null | undefined; title: string; current?: string | null; field?: 'slug' | 'slugEn' },
    article: Article | null,
  ): Promise<string> {
    const own = article?.id ?? null;
    const free = async (slug: string) => {
      if (slug === wanted.current) return true;
      await repo.lockSlug(tx, slug);
      return !(await repo.slugTaken(tx, slug, own));
    };
    if (wanted.asked) {
      if (!(await free(wanted.asked))) throw badUserInput([fieldError(wanted.field ?? 'slug', 'SLUG_TAKEN')]);
      return wanted.asked;
    }
    const base = slugify(wanted.title) || 'article';
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (await free(candidate)) return candidate;
    }
  }
}
