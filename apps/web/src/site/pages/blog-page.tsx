import { ArticleCard } from '../cards';
import classes from '../site.module.css';
import { useSite } from '../site-context';
import type { SiteArticleSummary } from '../site-data';
import { interpolate } from '../texts';

function pageHref(page: number): string {
  return page === 1 ? '/blog' : `/blog?page=${page}`;
}

/** `/blog`: published articles, newest first, a page at a time with plain links between pages. */
export function BlogPage({ page, pages, articles }: { page: number; pages: number; articles: SiteArticleSummary[] }) {
  const { texts } = useSite();
  const { blog } = texts;
  return (
    <div className={classes.container}>
      <header className={classes.pageHeader}>
        <h1>{blog.title}</h1>
        <p className={classes.sectionLead}>{blog.description}</p>
      </header>
      {articles.length === 0 ? (
        <div className={classes.empty}>
          <h2>{blog.emptyTitle}</h2>
          <p>{blog.emptyText}</p>
          <a href="/app" className={classes.buttonPrimary}>
            {texts.nav.openApp}
          </a>
        </div>
      ) : (
        <div className={classes.grid}>
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel={2} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={blog.pagination} className={classes.pagination}>
          {page > 1 ? <a href={pageHref(page - 1)}>{blog.previous}</a> : <span />}
          <span aria-current="page">{interpolate(blog.page, { page, pages })}</span>
          {page < pages ? <a href={pageHref(page + 1)}>{blog.next}</a> : <span />}
        </nav>
      )}
    </div>
  );
}
