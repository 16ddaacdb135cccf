import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildTrip } from './content-factories.js';
import { startTestApp, type TestApp } from './harness.js';

/** Known XSS payloads (script and event-handler injection, URL schemes and their obfuscations, mutation XSS). */
const PAYLOADS = readFileSync(new URL('./fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** Each payload where Markdown could carry it: as text, as a link's target, an autolink, an image and a reference. */
function markdownWith(payload: string): string {
  return [
    payload,
    `Text před ${payload} a za.`,
    `[klik](${payload})`,
    `<${payload}>`,
    `![obrázek](${payload})`,
    `[odkaz][ref]\n\n[ref]: ${payload}`,
  ].join('\n\n');
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);
ALLOWED_TAGS.add('hr').add('code').add('pre');
const LINK_ATTRIBUTES = new Set(['href', 'title', 'rel', 'target']);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The scheme a browser resolves a link to on our pages (a relative link stays on the site). */
function protocolOf(href: string): string {
  try {
    return new URL(href, 'https://toulky.test/blog/').protocol;
  } catch {
    return 'invalid:';
  }
}

/** Everything in rendered HTML that a browser could run or load: disallowed elements, attributes and URLs. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (name !== 'a' || !LINK_ATTRIBUTES.has(attribute)) found.push(`<${name} ${attribute}>`);
          if (attribute === 'href' && !SAFE_PROTOCOLS.has(protocolOf(value))) found.push(`href="${value}"`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('editors’ Markdown against a corpus of XSS payloads', () => {
  it('the corpus is what the checker catches when rendered unsafely', () => {
    expect(PAYLOADS.length).toBeGreaterThan(50);
    expect(unsafeParts('<p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>')).toEqual([
      '<img>',
      '<img src>',
      '<img onerror>',
      'href="javascript:alert(1)"',
    ]);
  });

  it('article content renders every payload harmlessly', async () => {
    const found: Record<string, string[]> = {};
    for (const [index, payload] of PAYLOADS.entries()) {
      const article = await buildArticle(t, { slug: `xss-${index}`, content: markdownWith(payload) });
      const { data } = await t.gql<{ article: { contentHtml: string } }>(
        'query A($slug: String!) { article(slug: $slug) { contentHtml } }',
        {
          slug: article.slug,
        },
      );
      const unsafe = unsafeParts(data?.article.contentHtml ?? '');
      if (unsafe.length) found[payload] = unsafe;
    }
    expect(found).toEqual({});
  });

  it('trip content renders every payload harmlessly', async () => {
    const found: Record<string, string[]> = {};
    for (const payload of PAYLOADS) {
      const trip = await buildTrip(t, { content: markdownWith(payload) });
      const { data } = await t.gql<{ publishedTrip: { contentHtml: string } }>(
        'query T($id: ID!) { publishedTrip(id: $id) { contentHtml } }',
        { id: trip.id },
      );
      const unsafe = unsafeParts(data?.publishedTrip.contentHtml ?? '');
      if (unsafe.length) found[payload] = unsafe;
    }
    expect(found).toEqual({});
  });

  it('shows raw HTML as the text it is', async () => {
    const article = await buildArticle(t, { content: 'Pozor na <b onclick="x()">tučné</b> písmo.' });
    const { data } = await t.gql<{ article: { contentHtml: string } }>(
      'query A($slug: String!) { article(slug: $slug) { contentHtml } }',
      {
        slug: article.slug,
      },
    );
    expect(data?.article.contentHtml).toBe('<p>Pozor na &lt;b onclick="x()"&gt;tučné&lt;/b&gt; písmo.</p>\n');
  });
});
