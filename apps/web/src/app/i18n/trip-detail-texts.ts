import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { registerTexts } from './i18n';

/**
 * Adds the texts of a trip beyond its card (the detail, ratings, photos, reports and appeals, the map's popup) to
 * `trips` when their code loads, so the first load does not carry them. Here rather than in a feature: the trips' and
 * the map's screens both say them.
 */
export function registerTripDetailTexts(): void {
  registerTexts('trips', cs, en, 'tripDetail');
}
