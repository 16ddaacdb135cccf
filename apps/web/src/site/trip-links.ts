const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Links in editors' content (articles, trips) to a trip in the app, `/app/trips/{id}` on this site, made links to
 * its public page, `/trips/{id}`: a reader of the public site need not sign in to follow them, and someone signed in
 * is sent on to the app from there.
 */
export function publicTripLinks(html: string, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`href="(?:${origin})?/app/trips/(${UUID})"`, 'g'), 'href="/trips/$1"');
}
