import { ArticleCard } from '../cards';
import { Pagination } from '../pagination';
import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';
import type { SiteArticleSummary } from '../site-data';

/** `/blog` (`/en/blog`): published articles in the page's language, newest first, a page at a time with plain links between pages. */
export function BlogPage({ page, pages, articles }: { page: number; pages: number; articles: SiteArticleSummary[] }) {
  const { texts } = useSite();
  const at = useSitePath();
  const pageHref = (other: number) => at(other === 1 ? '/blog' : `/blog?page=${other}`);
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
      <Pagination page={page} pages={pages} href={pageHref} texts={blog} />
    </div>
  );
}
