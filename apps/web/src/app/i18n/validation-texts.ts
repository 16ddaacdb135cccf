import { validation as cs } from '../../locales/cs/validation';
import { validation as en } from '../../locales/en/validation';
import { registerTexts } from './i18n';

/**
 * Adds the forms' validation messages (ui/forms/validation-message.ts) when the code of a form that shows them loads,
 * so the first load, which has no form, does not carry them.
 */
export function registerValidationTexts(): void {
  registerTexts('validation', cs, en);
}
