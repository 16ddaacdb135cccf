import { tripFilter as cs } from '../../locales/cs/trip-filter';
import { tripFilter as en } from '../../locales/en/trip-filter';
import { registerTexts } from './i18n';

/**
 * Adds the filter dialog's texts and the names of a trip's attribute groups to `trips` when their code loads, so the
 * first load does not carry them. Here rather than in a feature: the trips' filter, a trip's detail and the console's
 * trip editor say them.
 */
export function registerTripFilterTexts(): void {
  registerTexts('trips', cs, en, 'tripFilter');
}
