import 'i18next';
import type { consoleTexts } from '../../locales/cs/console';
import type { Resources } from '../../locales/resources';

// Typed keys: `t('auth:signIn.title')` fails to compile when the key is missing from the catalogues. Listing every
// namespace as "default" lets a bare useTranslation() take namespaced keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: [
      'common',
      'auth',
      'validation',
      'pages',
      'trips',
      'wall',
      'onboarding',
      'profile',
      'settings',
      'console',
    ];
    // The console's texts come with its code (features/console/console-texts.ts), not with the app's catalogue.
    resources: Resources & { console: typeof consoleTexts };
  }
}
