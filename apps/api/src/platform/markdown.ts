import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'hr',
  'code',
  'pre',
];

/**
 * Renders editors' Markdown to HTML that is safe to insert into the page: only text formatting and links survive;
 * scripts, styles, event handlers, images and javascript: URLs are removed. Links open outside the app.
 */
export function renderMarkdown(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) {
    // Re-inserting keeps the Map in least-recently-used order.
    rendered.delete(markdown);
    rendered.set(markdown, cached);
    return cached;
  }
  const html = sanitize(marked.parse(markdown, { async: false, gfm: true }));
  rendered.set(markdown, html);
  if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
  return html;
}

/** Rendering and sanitising cost about a millisecond per trip; the same texts are asked for again and again. */
const CACHE_SIZE = 500;
const rendered = new Map<string, string>();

function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });
}
