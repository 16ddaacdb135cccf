import { otherPages as cs } from '../../locales/cs/other-pages';
import { otherPages as en } from '../../locales/en/other-pages';
import { registerTexts } from './i18n';

/**
 * Adds the headings of the screens beyond Trips to `pages` when their code loads, so the first load does not carry
 * them. Here rather than in a feature: the wall's, the profile's, the trips' and the map's screens say them.
 */
export function registerPagesTexts(): void {
  registerTexts('pages', cs, en, 'otherPages');
}
