import { auth as cs } from '../../locales/cs/auth';
import { auth as en } from '../../locales/en/auth';
import { registerTexts } from './i18n';

/**
 * Adds the texts of signing in and up and of passwords (the auth screens, the password and support dialogs of Settings)
 * when their code loads, so the first load does not carry them.
 */
export function registerAuthTexts(): void {
  registerTexts('auth', cs, en);
}
