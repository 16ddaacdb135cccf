import { profile as cs } from '../../locales/cs/profile';
import { profile as en } from '../../locales/en/profile';
import { registerTexts } from './i18n';

/**
 * Adds the profile's texts (the profile, its lists, finished trips and their map) when their code loads, so the first
 * load does not carry them.
 */
export function registerProfileTexts(): void {
  registerTexts('profile', cs, en);
}
