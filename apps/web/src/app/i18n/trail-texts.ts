import { trailTexts as cs } from '../../locales/cs/trail';
import { trailTexts as en } from '../../locales/en/trail';
import { registerTexts } from './i18n';

/**
 * Adds the trail features' texts in both languages when their code first loads (as the console does with its own),
 * so the app's first load does not carry them. Here rather than in a feature: a trip's sections (weather, getting
 * there, the track, near me) and the map's "near me" both say them.
 */
export function registerTrailTexts(): void {
  registerTexts('trail', cs, en);
}
