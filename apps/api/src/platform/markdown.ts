import { Marked } from 'marked';
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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Raw HTML in the Markdown is shown as the text it is, never as markup. */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character),
  },
});

/**
 * Renders editors' Markdown to HTML that is safe to insert into the page: raw HTML is shown as text, and what Markdown
 * itself makes passes an allowlist (text formatting and http(s)/mailto links; no scripts, styles, event handlers,
 * images or javascript: URLs). Links open outside the app.
 */
export function renderMarkdown(source: string): string {
  const cached = rendered.get(source);
  if (cached !== undefined) {
    // Re-inserting keeps the Map in least-recently-used order.
    rendered.delete(source);
    rendered.set(source, cached);
    return cached;
  }
  const html = sanitize(markdown.parse(source) as string);
  rendered.set(source, html);
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
