import 'i18next';
import type { Resources } from '../../locales/resources';

// Typed keys: `t('auth:signIn.title')` fails to compile when the key is missing from the catalogues. Listing every
// namespace as "default" lets a bare useTranslation() take namespaced keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: ['common', 'auth', 'validation', 'pages', 'trips', 'wall', 'onboarding', 'profile', 'settings'];
    resources: Resources;
  }
}
