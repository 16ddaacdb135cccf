import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '## Trasa\n\nZ **nádraží** po _žluté_.\n\n- voda\n- svačina\n\n[Mapy](https://mapy.com)',
    );
    expect(html).toContain('<h2>Trasa</h2>');
    expect(html).toContain('<strong>nádraží</strong>');
    expect(html).toContain('<li>voda</li>');
    expect(html).toContain('<a href="https://mapy.com" rel="noopener noreferrer nofollow" target="_blank">Mapy</a>');
  });

  it('shows raw HTML as text and drops javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[klik](javascript:alert(3)) <b onclick="x()">b</b>',
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|<b |javascript:/i);
  });
});
