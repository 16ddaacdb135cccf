import { registerTexts } from '../../app/i18n/i18n';
import { onboarding as cs } from '../../locales/cs/onboarding';
import { onboarding as en } from '../../locales/en/onboarding';

/** Adds the questionnaire's texts when its code loads, so the first load does not carry them. */
export function registerOnboardingTexts(): void {
  registerTexts('onboarding', cs, en);
}
