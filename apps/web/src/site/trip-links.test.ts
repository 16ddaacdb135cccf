import { describe, expect, it } from 'vitest';
import { publicTripLinks } from './trip-links';

const ID = '0b6f3c1e-5a2d-4c8e-9f10-2b3c4d5e6f70';

describe('publicTripLinks', () => {
  it("points links to a trip in the app, relative or on this site, at the trip's public page", () => {
    const html = `<p><a href="/app/trips/${ID}" target="_blank">A</a> <a href="https://toulky.cz/app/trips/${ID}">B</a></p>`;
    expect(publicTripLinks(html, 'https://toulky.cz', 'cs_CZ')).toBe(
      `<p><a href="/trips/${ID}" target="_blank">A</a> <a href="/trips/${ID}">B</a></p>`,
    );
  });

  it('points them at the English page from an English one', () => {
    expect(publicTripLinks(`<a href="/app/trips/${ID}">A</a>`, 'https://toulky.cz', 'en_US')).toBe(
      `<a href="/en/trips/${ID}">A</a>`,
    );
  });

  it('leaves other sites, other app screens and text alone', () => {
    const html = [
      `<a href="https://example.com/app/trips/${ID}">x</a>`,
      `<a href="https://toulky.cz.example.com/app/trips/${ID}">x</a>`,
      `<a href="/app/trips/${ID}/ratings">x</a>`,
      '<a href="/app/trips">x</a>',
      `<code>href="/app/trips/not-an-id"</code>`,
    ].join('');
    expect(publicTripLinks(html, 'https://toulky.cz', 'cs_CZ')).toBe(html);
  });
});
