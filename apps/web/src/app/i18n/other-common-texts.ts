import { otherCommon as cs } from '../../locales/cs/other-common';
import { otherCommon as en } from '../../locales/en/other-common';
import { registerTexts } from './i18n';

/**
 * Adds the texts of `common` that the first screens do not say (locales/cs/other-common.ts) when the code that says
 * them loads, so the first load does not carry them. Here rather than in a feature: the shell's dialogs and banners,
 * a trip's, the profile's, search's, Settings', onboarding's and the console's screens say them.
 */
export function registerOtherCommonTexts(): void {
  registerTexts('common', cs, en, 'otherCommon');
}
