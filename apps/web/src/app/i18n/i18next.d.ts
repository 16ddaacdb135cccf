import 'i18next';
import type { consoleTexts } from '../../locales/cs/console';
import type { offlineTexts } from '../../locales/cs/offline';
import type { searchTexts } from '../../locales/cs/search';
import type { trailTexts } from '../../locales/cs/trail';
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
      'trail',
      'offline',
      'search',
    ];
    // The console's, the trail features', the saved trips' and search's texts come with their code
    // (features/console/console-texts.ts, app/i18n/trail-texts.ts, features/trips/offline/offline-texts.ts,
    // features/search/search-texts.ts), not with the app's catalogue.
    resources: Resources & {
      console: typeof consoleTexts;
      trail: typeof trailTexts;
      offline: typeof offlineTexts;
      search: typeof searchTexts;
    };
  }
}
