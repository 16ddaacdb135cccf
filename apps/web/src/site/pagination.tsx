import classes from './site.module.css';
import { interpolate } from './texts';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of another page of the same list. */
  href(page: number): string;
  texts: { pagination: string; previous: string; next: string; page: string };
}

/** Plain links to the previous and next page of a server-rendered list, with where the reader is between them. */
export function Pagination({ page, pages, href, texts }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.pagination} className={classes.pagination}>
      {page > 1 ? <a href={href(page - 1)}>{texts.previous}</a> : <span />}
      <span aria-current="page">{interpolate(texts.page, { page, pages })}</span>
      {page < pages ? <a href={href(page + 1)}>{texts.next}</a> : <span />}
    </nav>
  );
}
