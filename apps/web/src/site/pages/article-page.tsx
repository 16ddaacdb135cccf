import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';
import type { SiteArticle } from '../site-data';
import { formatDate, interpolate } from '../texts';
import { publicTripLinks } from '../trip-links';

/** `/blog/{slug}`: the whole article, then a way into the app. */
export function ArticlePage({ article }: { article: SiteArticle }) {
  const { texts, language, publicUrl } = useSite();
  const at = useSitePath();
  const [publishedBefore, publishedAfter = ''] = texts.article.publishedAt.split('{{date}}');
  const contentHtml = publicTripLinks(article.contentHtml, publicUrl, language);
  return (
    <article className={classes.containerNarrow}>
      <p className={classes.back}>
        <a href={at('/blog')}>← {texts.article.backToBlog}</a>
      </p>
      <header className={classes.articleHeader}>
        {article.label && <p className={classes.eyebrow}>{article.label.label}</p>}
        <h1>{article.title}</h1>
        <p className={classes.meta}>
          {article.author && <span>{interpolate(texts.article.by, { name: article.author.shortname })}</span>}
          <span>
            {publishedBefore}
            <time dateTime={article.publishedAt}>{formatDate(language, article.publishedAt)}</time>
            {publishedAfter}
          </span>
        </p>
      </header>
      {article.image && (
        <img
          src={article.image.url}
          alt={article.image.alt}
          width={1200}
          height={750}
          fetchPriority="high"
          className={classes.articleImage}
        />
      )}
      <p className={classes.perex}>{article.perex}</p>
      {/* Rendered by the API from Markdown and sanitised there (sanitize-html, an allow-list of tags). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by the API. */}
      <div className={classes.prose} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      <aside className={classes.cta} aria-labelledby="article-cta">
        <h2 id="article-cta">{texts.article.ctaTitle}</h2>
        <p>{texts.article.ctaText}</p>
        <a href="/app/trips" className={classes.buttonPrimary}>
          {texts.article.ctaAction}
        </a>
      </aside>
    </article>
  );
}
