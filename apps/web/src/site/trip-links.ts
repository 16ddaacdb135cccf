import { publicPath } from '../app/i18n/public-path';
import type { SiteLanguage } from './site-data';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Links in editors' content (articles, trips) to a trip in the app, `/app/trips/{id}` on this site, made links to
 * its public page in the page's language, `/trips/{id}` (`/en/trips/{id}`): a reader of the public site need not sign in to follow them, and someone signed in
 * is sent on to the app from there.
 */
export function publicTripLinks(html: string, publicUrl: string, language: SiteLanguage): string {
  const origin = publicUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const target = publicPath(language, '/trips/$1');
  return html.replace(new RegExp(`href="(?:${origin})?/app/trips/(${UUID})"`, 'g'), `href="${target}"`);
}
